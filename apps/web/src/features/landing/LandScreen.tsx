'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { BrandMark } from '@/components/BrandMark';
import { pageButton } from '@/components/ui/button-classes';
import { Link } from '@/i18n/navigation';
import { storeInviteCode } from '@/lib/storage/stored-invite-code';
import { deepLinkHref } from './deep-link';

export type LandKind = 'share' | 'land';

/**
 * /share/land and /land (issue 16, spec 2.2): the landing page of a share link (with the sharer's
 * referral code) or of the app (an ad or a post, no sharer). Readable signed out and rendered on the
 * server, so the messenger's preview and a visitor without JavaScript see it; the referral code is kept
 * on this device for the sign-up (as /r/<code> does), and the ways in are the app's home (which leads a
 * signed-out visitor to sign in) or the messenger's mini app (/openDeepLinkInTg, the code's /r/ path).
 */
export function LandScreen({ kind, code, from }: { kind: LandKind; code: string | null; from: string }) {
  const t = useTranslations('landing');
  useEffect(() => {
    if (code) storeInviteCode(code);
  }, [code]);
  const source = from || (kind === 'share' ? 'share_land' : 'land');
  const messenger = deepLinkHref({ path: code ? `/r/${code}` : '/', from: source });
  return (
    <main className="flex min-h-dvh flex-col bg-gradient-to-b from-[#0b1220] to-[#1e3a8a] px-5 pt-10 pb-12 text-white">
      <div className="mx-auto flex w-full max-w-md flex-1 flex-col gap-6">
        <BrandMark />
        <div className="flex flex-col gap-3">
          <h1 className="text-3xl leading-tight font-bold" data-testid="land-title">
            {t(kind === 'share' ? 'share_title' : 'land_title')}
          </h1>
          <p className="text-[15px] leading-relaxed text-white/80">
            {t(kind === 'share' ? 'share_lead' : 'land_lead')}
          </p>
        </div>
        <ul className="flex flex-col gap-3">
          {(['point_games', 'point_tasks', 'point_friends'] as const).map((point, i) => (
            <li key={point} className="flex items-center gap-3 rounded-2xl bg-white/10 px-4 py-3 text-[15px]">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-emerald-400 font-bold text-neutral-950"
              >
                {i + 1}
              </span>
              {t(point)}
            </li>
          ))}
        </ul>
        {code && (
          <p className="rounded-2xl bg-emerald-400/15 px-4 py-3 text-sm text-emerald-100" data-testid="land-code">
            {t('invited_by', { code })}
          </p>
        )}
        <div className="mt-auto flex flex-col gap-3">
          <Link href="/" className={pageButton.primary} data-testid="land-start">
            {t('start')}
          </Link>
          <Link href={messenger} prefetch={false} className={pageButton.onDark} data-testid="land-messenger">
            {t('open_in_messenger')}
          </Link>
        </div>
      </div>
    </main>
  );
}
