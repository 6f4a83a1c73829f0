'use client';

import { useCommonStore } from '@/shell/overlays/common-store';
import { ExplanationDialog } from './ExplanationDialog';
import { WalletDrawer } from './WalletDrawer';

/** The wallet's global overlays (spec 2.5): the shell's overlay host renders them, opened through the common store. */
export function WalletOverlays() {
  const explanation = useCommonStore((s) => s.overlays.explanation);
  return (
    <>
      <WalletDrawer />
      <ExplanationDialog
        type={explanation && !explanation.closing ? explanation.props.type : null}
        onClose={() => useCommonStore.getState().hide('explanation')}
      />
    </>
  );
}
