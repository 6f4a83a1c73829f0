import type { Mission } from '@app/shared/missions/mission-contracts';
import { create } from 'zustand';
import {
  closingOverlays,
  destroyOverlay,
  hideOverlay,
  type ModalEntries,
  showOverlay,
} from '@/shell/overlays/overlays';
import type { ClaimFailure } from './mission-view';

/** The mission area's dialogs (spec 2.5) and what each is opened with. */
export interface MissionModalProps {
  /** First visit: what missions are. */
  newbie: Record<string, never>;
  /** The sign-in streak's status (once a day). */
  retention: { streakDays: number; signedInToday: boolean };
  /** What a mission pays. */
  reward: { missionId: string };
  /** A mission's detail, with its claim. */
  mission: { missionId: string };
  /** Claimed: the reward received. */
  success: { missionId: string; coin: string; amount: string };
  /** The claim failed (or its period is over). */
  failed: { missionId: string; reason: ClaimFailure; detail?: string };
}
export type MissionModalType = keyof MissionModalProps;

/** The list answer the page shows (spec 3's missionData). */
export interface MissionData {
  day: string;
  resetsAt: number;
  /** The server's clock minus ours, so the countdown ends at the server's midnight. */
  clockSkewMs: number;
  streak: { days: number; signed_in_today: boolean };
  missions: Mission[];
}

interface MissionStore {
  modals: ModalEntries<MissionModalProps>;
  missionData: MissionData | null;
  show<K extends MissionModalType>(type: K, props: MissionModalProps[K]): void;
  hide(): void;
  destroy(type: MissionModalType): void;
  setMissionData(data: MissionData): void;
}

/**
 * The mission state of spec 3 (modalType, modalProps, isClosing, missionData). The dialogs follow the
 * shell's one modal lifecycle (spec 4.2, shell/overlays/overlays.ts): show, hide (marks closing),
 * destroy (clears). One mission dialog at a time: showing one destroys any other.
 */
export const useMissionStore = create<MissionStore>((set, get) => ({
  modals: {},
  missionData: null,
  show: (type, props) => set({ modals: showOverlay({}, type, props) }),
  hide: () => {
    const type = currentType(get().modals);
    if (type) set({ modals: hideOverlay(get().modals, type) });
  },
  destroy: (type) => set({ modals: destroyOverlay(get().modals, type) }),
  setMissionData: (missionData) => set({ missionData }),
}));

function currentType(modals: ModalEntries<MissionModalProps>): MissionModalType | undefined {
  return (Object.keys(modals) as MissionModalType[])[0];
}

export interface MissionState {
  modalType: MissionModalType | null;
  modalProps: MissionModalProps[MissionModalType] | null;
  isClosing: boolean;
  missionData: MissionData | null;
}

/** Spec 3's mission state read off the store. */
export function missionState(store: Pick<MissionStore, 'modals' | 'missionData'>): MissionState {
  const type = currentType(store.modals);
  const entry = type ? store.modals[type] : undefined;
  return {
    modalType: type ?? null,
    modalProps: entry?.props ?? null,
    isClosing: entry?.closing ?? false,
    missionData: store.missionData,
  };
}

/** The mission dialogs hidden and waiting to be destroyed once their exit has played. */
export function closingMissionModals(modals: ModalEntries<MissionModalProps>): MissionModalType[] {
  return closingOverlays(modals);
}
