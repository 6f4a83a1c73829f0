'use client';

import { useEffect } from 'react';
import { useOpenAppConfig } from '@/shell/app-config/use-open-app-config';
import { SPLASH_ATTRIBUTE } from './splash-once';
import { useStartupStore } from './startup-store';

/**
 * Spec 2.6 and 6: the agent H5 version (openapp_get_cfg agent_h5) has its own launch video. Asked
 * once login detection is done (the flag is per user) while the splash shows; the splash reads the
 * answer from the start-up store, so its own code carries no query. Renders nothing.
 */
export function LaunchVideoChoice() {
  const homeInit = useStartupStore((s) => s.homeInit);
  // A load that is not a launch has no splash (splash-once.ts), so nothing to choose a video for.
  const splashShown = document.documentElement.getAttribute(SPLASH_ATTRIBUTE) !== 'skip';
  const agent = useOpenAppConfig(splashShown && !homeInit).data?.agent_h5 === true;
  useEffect(() => useStartupStore.getState().setAgentVideo(agent), [agent]);
  return null;
}
