'use client';

import dynamic from 'next/dynamic';

/**
 * The stock drawers' mount (StockOverlayMount.tsx), which the players' layout hands to the shell's overlay
 * host beside the wallet's: it loads after the first paint, not with every page (docs/benchmarks.md,
 * "first-load JavaScript").
 */
export const StockOverlays = dynamic(() => import('./StockOverlayMount').then((m) => m.StockOverlayMount), {
  ssr: false,
});
