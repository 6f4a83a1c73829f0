import { create } from 'zustand';

/** Start-up progress (spec 4.1): whether home is initialised (the splash waits for it) and the init error flag. */
export interface StartupState {
  homeInit: boolean;
  /** performance.now() when home was marked initialised (the splash exposes it for tests and tuning). */
  homeInitAt: number | null;
  /** Spec 8.1: the task service's init failed. */
  cplInitError: boolean;
  /** Spec 2.6 and 6: the splash plays the agent H5 version's launch video (openapp_get_cfg agent_h5). */
  agentVideo: boolean;
  markHomeInit(at: number): void;
  setCplInitError(failed: boolean): void;
  setAgentVideo(agent: boolean): void;
}

export const useStartupStore = create<StartupState>()((set) => ({
  homeInit: false,
  homeInitAt: null,
  cplInitError: false,
  agentVideo: false,
  markHomeInit: (at) => set((s) => (s.homeInit ? s : { homeInit: true, homeInitAt: at })),
  setCplInitError: (cplInitError) => set({ cplInitError }),
  setAgentVideo: (agentVideo) => set({ agentVideo }),
}));
