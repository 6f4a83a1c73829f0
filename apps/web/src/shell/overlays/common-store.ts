import { create } from 'zustand';
import {
  destroyOverlay,
  hideOverlay,
  isOverlayOpen,
  type OverlayKind,
  type OverlayProps,
  type Overlays,
  overlayProps,
  showOverlay,
} from './overlays';

/** What the bind-phone dialog yields (spec 4.2): the bound phone, or a cancel. */
export type BindPhoneResult = { kind: 'bound'; phoneNumber: string } | { kind: 'cancelled' };

/**
 * The common UI slice (spec 3 "Common UI state"): loading flags and the global overlays (spec 2.5),
 * each following the modal lifecycle of overlays.ts in `overlays`. The overlay host (OverlayHost.tsx)
 * renders them all.
 */
export interface CommonState {
  overlays: Overlays;
  /** Spec 2.5 page loading: a full-page loading layer over everything. */
  pageLoading: boolean;
  /** Spec 2.5 button loading: an action in progress; buttons that act globally show it and wait. */
  buttonLoading: boolean;
  /** Spec 3 "bind-phone dialog and its result": kept after the dialog is destroyed, for its poller. */
  bindPhoneResult: BindPhoneResult | null;

  /*
   * Views of `overlays` for the callers that read one overlay (kept in step by every change below):
   * the abnormal flag, the bind-phone dialog, the balance lack, the wallet drawer.
   */
  accountAbnormal: boolean;
  bindPhoneDialog: { open: boolean; backUrl: string; result: BindPhoneResult | null };
  /** Spec 8.1 balance lack: the coin that is short ('' when unknown); null when not shown. */
  balanceLack: { coin: string } | null;
  /** Spec 2.5 wallet drawer: the user's addresses. */
  walletDrawer: boolean;

  show<K extends OverlayKind>(kind: K, props: OverlayProps[K]): void;
  hide(kind: OverlayKind): void;
  destroy(kind: OverlayKind): void;
  setPageLoading(loading: boolean): void;
  setButtonLoading(loading: boolean): void;

  showAccountAbnormal(): void;
  openBindPhoneDialog(backUrl: string): void;
  closeBindPhoneDialog(result: BindPhoneResult): void;
  showBalanceLack(coin: string): void;
  closeBalanceLack(): void;
  setWalletDrawer(open: boolean): void;
}

type Views = Pick<CommonState, 'overlays' | 'accountAbnormal' | 'bindPhoneDialog' | 'balanceLack' | 'walletDrawer'>;

function withViews(overlays: Overlays, bindPhoneResult: BindPhoneResult | null): Views {
  return {
    overlays,
    accountAbnormal: isOverlayOpen(overlays, 'accountAbnormal'),
    bindPhoneDialog: {
      open: isOverlayOpen(overlays, 'bindPhone'),
      backUrl: overlayProps(overlays, 'bindPhone')?.backUrl ?? '',
      result: bindPhoneResult,
    },
    balanceLack: isOverlayOpen(overlays, 'balanceLack') ? (overlayProps(overlays, 'balanceLack') ?? null) : null,
    walletDrawer: isOverlayOpen(overlays, 'walletDrawer'),
  };
}

export const useCommonStore = create<CommonState>()((set, get) => {
  const change = (next: Overlays, bindPhoneResult = get().bindPhoneResult) => {
    if (next === get().overlays && bindPhoneResult === get().bindPhoneResult) return;
    set({ bindPhoneResult, ...withViews(next, bindPhoneResult) });
  };
  return {
    pageLoading: false,
    buttonLoading: false,
    bindPhoneResult: null,
    ...withViews({}, null),

    show: (kind, props) => change(showOverlay(get().overlays, kind, props)),
    hide: (kind) => change(hideOverlay(get().overlays, kind)),
    destroy: (kind) => change(destroyOverlay(get().overlays, kind)),
    setPageLoading: (pageLoading) => set({ pageLoading }),
    setButtonLoading: (buttonLoading) => set({ buttonLoading }),

    showAccountAbnormal: () => change(showOverlay(get().overlays, 'accountAbnormal', {})),
    openBindPhoneDialog: (backUrl) => change(showOverlay(get().overlays, 'bindPhone', { backUrl }), null),
    closeBindPhoneDialog: (result) => change(hideOverlay(get().overlays, 'bindPhone'), result),
    showBalanceLack: (coin) => change(showOverlay(get().overlays, 'balanceLack', { coin })),
    closeBalanceLack: () => change(hideOverlay(get().overlays, 'balanceLack')),
    setWalletDrawer: (open) =>
      change(open ? showOverlay(get().overlays, 'walletDrawer', {}) : hideOverlay(get().overlays, 'walletDrawer')),
  };
});
