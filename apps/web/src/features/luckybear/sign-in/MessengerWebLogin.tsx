'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { useWebLogin } from './use-web-login';
import { secondsLeft } from './web-login-logic';

const QR_SKELETON = <span aria-hidden="true" className="block size-48 animate-pulse rounded-2xl bg-surface" />;

/** The QR code library comes with the code itself, after the first paint. */
const QRCodeSVG = dynamic(() => import('qrcode.react').then((m) => m.QRCodeSVG), {
  ssr: false,
  loading: () => QR_SKELETON,
});

/** A clock that ticks every second while `on` (the countdown under the QR code). */
function useNow(on: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [on]);
  return now;
}

/**
 * The messenger web login: a QR code of t.me/<bot>?start=weblogin_<code> (scan with the phone, or tap
 * the link on this device), polled until the messenger confirms (lb_web_login_result).
 */
export function MessengerWebLogin({ locale, onSignedIn }: { locale: string; onSignedIn(): void }) {
  const t = useTranslations('luckybearSignIn');
  const { view, start } = useWebLogin(locale, onSignedIn);
  const now = useNow(view.kind === 'waiting');

  if (view.kind === 'waiting') {
    return (
      <div className="flex flex-col items-center gap-3 text-center">
        <QRCodeSVG value={view.deepLink} size={192} marginSize={2} title={t('qr_title')} />
        <p className="text-muted text-sm">{t('qr_hint')}</p>
        <a className="font-medium text-link text-sm underline" href={view.deepLink} target="_blank" rel="noreferrer">
          {t('open_messenger')}
        </a>
        <p className="text-muted text-xs" aria-live="polite">
          {t('expires_in', { seconds: secondsLeft(view, now) })}
        </p>
      </div>
    );
  }
  const message = view.kind === 'expired' ? t('qr_expired') : view.kind === 'failed' ? t('qr_failed') : undefined;
  return (
    <div className="flex flex-col gap-2">
      {message && (
        <p className="text-center text-muted text-sm" role="status">
          {message}
        </p>
      )}
      <Button variant="secondary" block loading={view.kind === 'starting'} onClick={() => void start()}>
        {message ? t('qr_again') : t('messenger')}
      </Button>
    </div>
  );
}
