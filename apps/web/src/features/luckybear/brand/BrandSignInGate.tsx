'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import { useUserStore } from '@/shell/session/user-store';
import { useBrandSignIn } from './brand-sign-in';
import { LuckybearLogo } from './LuckybearLogo';

/**
 * A brand page that needs an account: its content when signed in; signed out, an invitation to the
 * brand's own sign-in (spec 2.5, the casino login dialog) with what the page holds for the player.
 */
export function BrandSignInGate({ reason, children }: { reason: string; children: ReactNode }) {
  const t = useTranslations('luckybear');
  const status = useUserStore((s) => s.status);
  const signIn = useBrandSignIn();
  if (status === 'signed-in') return children;
  if (status === 'checking')
    return (
      <div aria-busy="true" className="flex justify-center py-16">
        <Spinner className="size-6 text-muted" />
      </div>
    );
  return (
    <section
      data-testid="luckybear-sign-in-gate"
      className="flex flex-col items-center gap-3 rounded-card bg-surface px-6 py-8 text-center"
    >
      <LuckybearLogo size={64} />
      <h2 className="text-title text-ink">{t('gate_title')}</h2>
      <p className="text-body text-muted">{reason}</p>
      <button
        type="button"
        onClick={signIn}
        className="mt-2 h-12 w-full max-w-xs rounded-control bg-primary text-body font-bold text-on-primary active:opacity-80"
      >
        {t('sign_in')}
      </button>
    </section>
  );
}
