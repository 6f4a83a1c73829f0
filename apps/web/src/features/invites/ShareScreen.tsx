'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { ScreenHeader } from '@/components/ScreenHeader';
import { pageButton } from '@/components/ui/button-classes';
import { Link } from '@/i18n/navigation';
import { useOrigin } from '@/lib/app/use-origin';
import { showNotice } from '@/shell/notices/use-error-notice';
import { useCommonStore } from '@/shell/overlays/common-store';
import { useRequireSignIn } from '@/shell/session/use-require-sign-in';
import { inviteLink } from './invite-link';
import { useInviteSummary, useInviteUsers } from './invite-queries';

const QR_SKELETON = <span aria-hidden="true" className="block size-48 animate-pulse rounded-2xl bg-neutral-100" />;
/** The QR code library comes after the first paint (docs/benchmarks.md, "first-load JavaScript"). */
const QRCodeSVG = dynamic(() => import('qrcode.react').then((m) => m.QRCodeSVG), {
  ssr: false,
  loading: () => QR_SKELETON,
});

/** Copies through the platform (messenger, app or browser); the platform layer comes with the click. */
async function copyLink(link: string, done: string, failed: string): Promise<void> {
  const { platform } = await import('@/platform');
  if (await platform.copy(link)) showNotice(done, 'success');
  else showNotice(failed);
}

/** /share and /shareTab (issue 16): my invite link and QR code, what I earned, the players I invited. */
export function ShareScreen({ tab = false }: { tab?: boolean }) {
  const t = useTranslations('invites');
  const locale = useLocale();
  const status = useRequireSignIn();
  const origin = useOrigin();
  const summary = useInviteSummary();
  const users = useInviteUsers();
  const code = summary.data?.invite_code ?? '';
  const link = code && origin ? inviteLink(origin, code) : '';

  return (
    <main className="min-h-dvh bg-white">
      {!tab && <ScreenHeader title={t('title')} backHref={`/${locale}`} backLabel={t('back')} />}
      <div className="mx-auto flex max-w-md flex-col gap-5 px-4 pt-2 pb-12">
        <p className="text-[15px] leading-relaxed text-neutral-600">
          {t('lead')}{' '}
          <Link href="/reward/guide" className="font-semibold text-blue-600 underline" data-testid="reward-guide-link">
            {t('guide_link')}
          </Link>
        </p>
        {summary.isError ? (
          <div role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-700">
            {t('load_failed')}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void summary.refetch()}>
              {t('retry')}
            </button>
          </div>
        ) : (
          <section aria-label={t('my_link')} className="flex flex-col items-center gap-4 rounded-3xl bg-neutral-50 p-4">
            <div className="rounded-3xl bg-white p-3 shadow-sm ring-1 ring-neutral-100">
              {link && status === 'signed-in' ? (
                <QRCodeSVG
                  value={link}
                  size={192}
                  level="M"
                  marginSize={1}
                  role="img"
                  aria-label={t('qr_label')}
                  className="size-48"
                />
              ) : (
                QR_SKELETON
              )}
            </div>
            <div className="w-full text-center">
              <p className="text-sm text-neutral-500">{t('my_code')}</p>
              <p
                data-testid="invite-code"
                className="font-mono text-2xl font-semibold tracking-widest text-neutral-900"
              >
                {code || '—'}
              </p>
              <p className="mt-1 break-all text-xs text-neutral-500">{link}</p>
            </div>
            <div className="grid w-full grid-cols-2 gap-3">
              <button
                type="button"
                disabled={!link}
                className={pageButton.primary}
                onClick={() => useCommonStore.getState().show('share', { text: t('share_text'), url: link })}
              >
                {t('share')}
              </button>
              <button
                type="button"
                disabled={!link}
                className={pageButton.outline}
                onClick={() => void copyLink(link, t('copied'), t('copy_failed'))}
              >
                {t('copy_link')}
              </button>
            </div>
          </section>
        )}
        <section aria-label={t('earned')} className="grid grid-cols-2 gap-3">
          <div className="rounded-2xl bg-neutral-50 p-4">
            <p className="text-sm text-neutral-500">{t('invited')}</p>
            <p className="text-xl font-semibold text-neutral-900">{summary.data?.invitee_count ?? '—'}</p>
          </div>
          <div className="rounded-2xl bg-neutral-50 p-4">
            <p className="text-sm text-neutral-500">{t('earned')}</p>
            <p className="text-xl font-semibold text-neutral-900">
              {summary.data ? summary.data.earned.map((e) => `${e.amount} ${e.coin}`).join(' · ') || `0 WH` : '—'}
            </p>
          </div>
        </section>
        <section aria-labelledby="invitees-title" className="flex flex-col gap-2">
          <h2 id="invitees-title" className="text-[15px] font-semibold text-neutral-900">
            {t('invitees')}
          </h2>
          {users.data && users.data.list.length === 0 && <p className="text-sm text-neutral-500">{t('no_invitees')}</p>}
          <ul className="flex flex-col divide-y divide-neutral-100">
            {users.data?.list.map((u) => (
              <li key={u.user_id} className="flex justify-between py-2 text-sm">
                <span className="font-mono text-neutral-900">{u.user_id}</span>
                <span className="text-neutral-500">{new Date(u.bound_at).toLocaleDateString(locale)}</span>
              </li>
            ))}
          </ul>
        </section>
        {summary.data && !summary.data.inviter_bound && (
          <Link href="/user/bindCode" className="text-center text-sm font-semibold text-blue-600 underline">
            {t('bind_link')}
          </Link>
        )}
      </div>
    </main>
  );
}
