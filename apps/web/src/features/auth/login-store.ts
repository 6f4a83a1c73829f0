import { DEFAULT_DIAL_CODE } from '@app/shared';
import { create } from 'zustand';

/** The login slice (spec 3 "Login state"): the chosen dial code (default +84) and sign-up extras. */
export interface LoginState {
  countryNum: string;
  registerParams: { inviteCode: string; startParam: string };
  setCountryNum(dialCode: string): void;
  setRegisterParams(params: Partial<LoginState['registerParams']>): void;
}

export const useLoginStore = create<LoginState>()((set) => ({
  countryNum: DEFAULT_DIAL_CODE,
  registerParams: { inviteCode: '', startParam: '' },
  setCountryNum: (countryNum) => set({ countryNum }),
  setRegisterParams: (params) => set((s) => ({ registerParams: { ...s.registerParams, ...params } })),
}));
