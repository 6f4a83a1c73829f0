'use client';

import dynamic from 'next/dynamic';
import { useStockStore } from '@/shell/overlays/stock-store';

// The drawer comes with its first opening, not with the page (docs/benchmarks.md, "first-load JavaScript").
const StockDrawer = dynamic(() => import('./StockDrawer').then((m) => m.StockDrawer), { ssr: false });

/**
 * The stock drawers (spec 2.5), mounted once in the players' layout (through StockOverlays.tsx) beside
 * the wallet's overlays, so that the wallet's coin rows and the market's stock tab open the same drawer
 * through the stock store.
 */
export function StockOverlayMount() {
  const opened = useStockStore((s) => s.id !== null);
  return opened ? <StockDrawer /> : null;
}
