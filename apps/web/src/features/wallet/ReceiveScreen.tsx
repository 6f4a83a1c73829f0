'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { pageButton } from '@/components/ui/button-classes';
import { useOrigin } from '@/lib/app/use-origin';
import { useRequireSignIn } from '@/shell/session/use-require-sign-in';
import { useUserStore } from '@/shell/session/user-store';
import { MyUserId } from './MyUserId';
import { PayeeAvatar } from './PayeeCard';
import { WalletSubScreen } from './StepPanels';
import { useCopyText } from './use-copy-text';

const QR_SKELETON = <span aria-hidden="true" className="block size-56 animate-pulse rounded-2xl bg-neutral-100" />;

/** The QR code library comes after the first paint, with the code itself (docs/benchmarks.md, "first-load JavaScript"). */
const QRCodeSVG = dynamic(() => import('qrcode.react').then((m) => m.QRCodeSVG), {
  ssr: false,
  loading: () => QR_SKELETON,
});

/**
 * The link a receive code carries: the transfer screen with this user as the recipient. Without a
 * locale prefix, so that the payer's own language is chosen when it opens.
 */
export function paymentLink(origin: string, userId: number): string {
  return `${origin}/wallet/transfer?to=${userId}`;
}

/**
 * /wallet/receive (issue 20): what someone needs to pay me. A QR code of my payment link (drawn as SVG
 * in the page, no image service), my name and avatar as the payer will see them, my id to copy.
 */
export function ReceiveScreen() {
  const t = useTranslations('wallet');
  const status = useRequireSignIn();
  const origin = useOrigin();
  const copyText = useCopyText();
  const userId = useUserStore((s) => s.userId);
  const username = useUserStore((s) => s.username);
  const info = useUserStore((s) => s.userInfo);
  const ready = status === 'signed-in' && userId > 0 && origin !== '';
  // As a payer will see me (the API's display name: the name, else the username).
  const name = `${info?.first_name ?? ''} ${info?.last_name ?? ''}`.trim() || username;
  const link = ready ? paymentLink(origin, userId) : '';

  return (
    <WalletSubScreen title={t('receive_title')}>
      <section aria-labelledby="receive-lead" className="flex flex-col items-center gap-5 pt-2 text-center">
        <p id="receive-lead" className="max-w-xs text-[15px] leading-relaxed text-neutral-600">
          {t('receive_lead')}
        </p>
        <div className="rounded-3xl bg-white p-4 shadow-lg shadow-neutral-900/10 ring-1 ring-neutral-100">
          {ready ? (
            <QRCodeSVG
              value={link}
              size={224}
              level="M"
              marginSize={1}
              title={t('qr_label')}
              role="img"
              aria-label={t('qr_label')}
              data-testid="receive-qr"
              className="size-56"
            />
          ) : (
            QR_SKELETON
          )}
        </div>
        {ready && (
          <div className="flex w-full flex-col items-center gap-3">
            <div className="flex min-w-0 max-w-full items-center gap-3">
              <PayeeAvatar name={name} headUrl={info?.head_url ?? ''} />
              <p className="truncate text-[17px] font-semibold text-neutral-900">{name}</p>
            </div>
            <div className="flex w-full flex-col items-center gap-1 rounded-3xl bg-neutral-50 px-4 py-3">
              <span className="text-sm text-neutral-500">{t('receive_id')}</span>
              <MyUserId userId={userId} tone="dark" />
            </div>
          </div>
        )}
        <button
          type="button"
          className={pageButton.outline}
          disabled={!ready}
          onClick={() => void copyText(link, t('link_copied'))}
        >
          {t('copy_link')}
        </button>
        <p className="text-sm leading-relaxed text-neutral-500">{t('receive_hint')}</p>
      </section>
    </WalletSubScreen>
  );
}
