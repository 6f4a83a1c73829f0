'use client';

import type { Mission } from '@app/shared/missions/mission-contracts';
import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { OVERLAY_EXIT_MS } from '@/shell/overlays/OverlayHost';
import { closingMissionModals, useMissionStore } from './mission-store';

// The dialogs' code comes with the first one shown, not with the page (docs/benchmarks.md, "first-load JavaScript").
const MissionDialog = dynamic(() => import('./MissionDialog').then((m) => m.MissionDialog), { ssr: false });

/**
 * The mission area's one dialog host (spec 2.5 mission dialog types): mounted while a dialog is shown
 * or closing; a hidden one is destroyed once its exit has played (the shell's lifecycle and timing).
 */
export function MissionDialogHost({
  onClaim,
  claimingId,
}: {
  onClaim: (mission: Mission) => void;
  claimingId: string | null;
}) {
  const modals = useMissionStore((s) => s.modals);
  useEffect(() => {
    const closing = closingMissionModals(modals);
    if (closing.length === 0) return;
    const id = setTimeout(() => {
      for (const type of closing) useMissionStore.getState().destroy(type);
    }, OVERLAY_EXIT_MS);
    return () => clearTimeout(id);
  }, [modals]);
  if (Object.keys(modals).length === 0) return null;
  return <MissionDialog onClaim={onClaim} claimingId={claimingId} />;
}
