'use client';

import dynamic from 'next/dynamic';
import { useCommonStore } from '@/shell/overlays/common-store';
import { OverlayMount } from '@/shell/overlays/OverlayMount';

/* Loaded with their first showing and mounted only while shown or closing (OverlayMount). */
const ExplanationDialog = dynamic(() => import('./ExplanationDialog').then((m) => m.ExplanationDialog), {
  ssr: false,
});
const WalletDrawer = dynamic(() => import('./WalletDrawer').then((m) => m.WalletDrawer), { ssr: false });

/** The wallet's global overlays (spec 2.5): the shell's overlay host renders them, opened through the common store. */
export function WalletOverlayMounts() {
  const explanation = useCommonStore((s) => s.overlays.explanation);
  return (
    <>
      <OverlayMount kind="walletDrawer">
        <WalletDrawer />
      </OverlayMount>
      <OverlayMount kind="explanation">
        <ExplanationDialog
          type={explanation && !explanation.closing ? explanation.props.type : null}
          onClose={() => useCommonStore.getState().hide('explanation')}
        />
      </OverlayMount>
    </>
  );
}
