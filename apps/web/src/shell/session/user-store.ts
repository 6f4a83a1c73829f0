import type { UserInfo } from '@app/shared/auth/account-contracts';
import { create } from 'zustand';

export interface WalletAddress {
  wallet_addr: string;
  wallet_addr_sol: string;
  invalid: boolean;
}

/** 'checking' until start-up login detection (spec 4.1) has run. */
export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';

/** The user slice (spec 3 "User state"): who is signed in and what the app knows about them. */
export interface UserState {
  status: SessionStatus;
  hasLogin: boolean;
  userId: number;
  username: string;
  userInfo: UserInfo | null;
  walletAddresses: WalletAddress[];
  setSignedIn(session: { userId: number; username?: string }): void;
  setSignedOut(): void;
  setUserInfo(userInfo: UserInfo | null): void;
  setWalletAddresses(list: WalletAddress[]): void;
  setPhoneNumber(phone: string): void;
}

const SIGNED_OUT = { hasLogin: false, userId: 0, username: '', userInfo: null, walletAddresses: [] };

export const useUserStore = create<UserState>()((set) => ({
  status: 'checking',
  ...SIGNED_OUT,
  setSignedIn: ({ userId, username }) =>
    set((state) => ({
      status: 'signed-in',
      hasLogin: true,
      userId,
      username: username ?? (state.userId === userId ? state.username : ''),
      userInfo: state.userId === userId ? state.userInfo : null,
    })),
  setSignedOut: () => set({ status: 'signed-out', ...SIGNED_OUT }),
  setUserInfo: (userInfo) => set(userInfo ? { userInfo, username: userInfo.username } : { userInfo }),
  setWalletAddresses: (walletAddresses) => set({ walletAddresses }),
  setPhoneNumber: (phone) =>
    set((state) => (state.userInfo ? { userInfo: { ...state.userInfo, phone_number: phone } } : {})),
}));

/** The signed-in user's id; 0 while start-up login detection runs or when signed out (queries wait for it). */
export function useSignedInUserId(): number {
  return useUserStore((s) => (s.status === 'signed-in' ? s.userId : 0));
}
