'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { pageButton } from '@/components/ui/button-classes';
import { ApiCallError } from '@/lib/api/api-error';
import { useOrigin } from '@/lib/app/use-origin';
import { showNotice } from '@/shell/notices/use-error-notice';
import { useAddLink, useAgentLinks } from './agent-queries';
import { LoadState } from './LoadState';

/** The QR code library comes when a QR code is opened (docs/benchmarks.md, "first-load JavaScript"). */
const QRCodeSVG = dynamic(() => import('qrcode.react').then((m) => m.QRCodeSVG), { ssr: false });
const INPUT = 'h-11 w-full rounded-xl border border-neutral-200 bg-white px-3 text-[15px] text-neutral-900';
const LABEL = /^[\p{L}\p{N} _.-]{1,64}$/u;

/** Copies through the platform (messenger, app or browser); the platform layer comes with the click. */
async function copyLink(link: string, done: string, failed: string): Promise<void> {
  const { platform } = await import('@/platform');
  if (await platform.copy(link)) showNotice(done, 'success');
  else showNotice(failed);
}

/** /partner's links: create one per campaign and package; each with its numbers, copy and QR code. */
export function PartnerLinks() {
  const t = useTranslations('agents');
  const links = useAgentLinks(true);
  const origin = useOrigin();
  const [qr, setQr] = useState<string | null>(null);

  return (
    <section aria-labelledby="links-title" className="flex flex-col gap-3">
      <h2 id="links-title" className="text-[17px] font-semibold text-neutral-900">
        {t('links_title')}
      </h2>
      <AddLinkForm />
      <LoadState query={links} />
      {links.data?.list.length === 0 && <p className="text-sm text-neutral-500">{t('links_empty')}</p>}
      <ul className="flex flex-col gap-3">
        {links.data?.list.map((l) => {
          // The /r/<slug> landing without a locale prefix (the receiver's language is chosen), like a player's link.
          const url = origin ? `${origin}/r/${l.slug}` : '';
          return (
            <li key={l.id} className="rounded-2xl bg-neutral-50 p-4" data-testid="agent-link">
              <p className="font-semibold text-neutral-900">
                {l.campaign} · {l.pkg}
              </p>
              {l.note && <p className="text-sm text-neutral-500">{l.note}</p>}
              <p className="mt-1 break-all font-mono text-xs text-neutral-600">{url}</p>
              <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
                {(
                  [
                    ['link_clicks', l.clicks],
                    ['link_signups', l.signups],
                    ['link_recharges', l.recharges],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="rounded-xl bg-white p-2">
                    <dt className="text-xs text-neutral-500">{t(label)}</dt>
                    <dd className="text-lg font-semibold text-neutral-900">{value}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-3 grid grid-cols-2 gap-2">
                <button
                  type="button"
                  disabled={!url}
                  className={pageButton.outline}
                  onClick={() => void copyLink(url, t('link_copied'), t('link_copy_failed'))}
                >
                  {t('link_copy')}
                </button>
                <button
                  type="button"
                  disabled={!url}
                  aria-expanded={qr === l.slug}
                  className={pageButton.outline}
                  onClick={() => setQr(qr === l.slug ? null : l.slug)}
                >
                  {t('link_qr')}
                </button>
              </div>
              {qr === l.slug && url && (
                <div className="mt-3 flex justify-center rounded-2xl bg-white p-3">
                  <QRCodeSVG
                    value={url}
                    size={176}
                    level="M"
                    marginSize={1}
                    role="img"
                    aria-label={t('link_qr_label', { slug: l.slug })}
                  />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function AddLinkForm() {
  const t = useTranslations('agents');
  const add = useAddLink();
  const [campaign, setCampaign] = useState('');
  const [pkg, setPkg] = useState('');
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const code = error instanceof ApiCallError ? error.code : undefined;
  const message =
    invalid || code === 1001 ? t('link_invalid') : code === 1184 ? t('link_exists') : error ? t('load_failed') : null;

  return (
    <form
      className="grid grid-cols-2 gap-2 rounded-2xl border border-neutral-100 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        const ok = LABEL.test(campaign.trim()) && LABEL.test(pkg.trim()) && pkg.trim().length <= 32;
        setInvalid(!ok);
        setError(null);
        if (ok)
          add.mutate(
            { campaign: campaign.trim(), pkg: pkg.trim(), note: note.trim() },
            {
              onSuccess: () => {
                setCampaign('');
                setPkg('');
                setNote('');
              },
              onError: setError,
            },
          );
      }}
    >
      <label className="flex flex-col gap-1 text-xs text-neutral-600">
        {t('link_campaign')}
        <input
          value={campaign}
          onChange={(e) => setCampaign(e.target.value)}
          maxLength={64}
          className={INPUT}
          name="campaign"
        />
      </label>
      <label className="flex flex-col gap-1 text-xs text-neutral-600">
        {t('link_pkg')}
        <input value={pkg} onChange={(e) => setPkg(e.target.value)} maxLength={32} className={INPUT} name="pkg" />
      </label>
      <label className="col-span-2 flex flex-col gap-1 text-xs text-neutral-600">
        {t('link_note')}
        <input value={note} onChange={(e) => setNote(e.target.value)} maxLength={200} className={INPUT} name="note" />
      </label>
      {message && (
        <p role="alert" className="col-span-2 text-sm text-red-600">
          {message}
        </p>
      )}
      <button type="submit" disabled={add.isPending} className={`col-span-2 ${pageButton.primary}`}>
        {t('link_add')}
      </button>
    </form>
  );
}
