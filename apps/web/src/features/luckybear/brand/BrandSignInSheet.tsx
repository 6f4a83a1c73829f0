'use client';

import { useTranslations } from 'next-intl';
import { Sheet } from '@/components/ui/Sheet';
import { LuckybearSignIn } from '../sign-in';

/** Spec 2.5, the casino login dialog: the brand's sign-in ways in a bottom sheet over the page. */
export function BrandSignInSheet({ onClose }: { onClose: () => void }) {
  const t = useTranslations('luckybear');
  return (
    <Sheet open onClose={onClose} title={t('gate_title')} closeLabel={t('close')} className="theme-luckybear">
      <LuckybearSignIn onSignedIn={onClose} />
    </Sheet>
  );
}
