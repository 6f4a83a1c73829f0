'use client';

import dynamic from 'next/dynamic';

/**
 * The wallet's global overlays (spec 2.5), which the layout hands to the shell's overlay host: their
 * mounts (WalletOverlayMounts.tsx) load after the first paint with the host itself, not with the page.
 */
export const WalletOverlays = dynamic(() => import('./WalletOverlayMounts').then((m) => m.WalletOverlayMounts), {
  ssr: false,
});
