import { create } from 'zustand';

/** What the bind-phone dialog yields (spec 4.2): the bound phone, or a cancel. */
export type BindPhoneResult = { kind: 'bound'; phoneNumber: string } | { kind: 'cancelled' };

/** The common UI slice (spec 3 "Common UI state"): global overlays. */
export interface CommonState {
  accountAbnormal: boolean;
  bindPhoneDialog: { open: boolean; backUrl: string; result: BindPhoneResult | null };
  /** Spec 8.1 balance lack: the coin that is short ('' when unknown); null when not shown. */
  balanceLack: { coin: string } | null;
  /** Spec 2.5 wallet drawer: the user's addresses. */
  walletDrawer: boolean;
  showAccountAbnormal(): void;
  openBindPhoneDialog(backUrl: string): void;
  closeBindPhoneDialog(result: BindPhoneResult): void;
  showBalanceLack(coin: string): void;
  closeBalanceLack(): void;
  setWalletDrawer(open: boolean): void;
}

export const useCommonStore = create<CommonState>()((set) => ({
  accountAbnormal: false,
  bindPhoneDialog: { open: false, backUrl: '', result: null },
  balanceLack: null,
  walletDrawer: false,
  showAccountAbnormal: () => set({ accountAbnormal: true }),
  openBindPhoneDialog: (backUrl) => set({ bindPhoneDialog: { open: true, backUrl, result: null } }),
  closeBindPhoneDialog: (result) => set((s) => ({ bindPhoneDialog: { ...s.bindPhoneDialog, open: false, result } })),
  showBalanceLack: (coin) => set({ balanceLack: { coin } }),
  closeBalanceLack: () => set({ balanceLack: null }),
  setWalletDrawer: (walletDrawer) => set({ walletDrawer }),
}));
