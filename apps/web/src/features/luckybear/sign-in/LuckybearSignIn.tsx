'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { useErrorNotice } from '@/shell/notices/use-error-notice';
import { MessengerWebLogin } from './MessengerWebLogin';
import { PhoneSignIn } from './PhoneSignIn';
import { useBeginGoogle } from './use-google-sign-in';
import { useLuckybearLoginConf } from './use-login-conf';

export interface LuckybearSignInProps {
  /** The session is stored (same as the main site's); the host closes the dialog and reloads what it shows. */
  onSignedIn(): void;
}

/**
 * The casino brand's login dialog content (spec 2.5): phone + code, Google, and the messenger web
 * login by QR code. The brand's layout puts it in its dialog (the Sheet, which has the title and close) and
 * calls useLuckybearGoogleReturn once so that a return from Google completes.
 */
export function LuckybearSignIn({ onSignedIn }: LuckybearSignInProps) {
  const t = useTranslations('luckybearSignIn');
  const locale = useLocale();
  const conf = useLuckybearLoginConf();
  const beginGoogle = useBeginGoogle();
  const notify = useErrorNotice();

  return (
    <div className="flex flex-col gap-5">
      <PhoneSignIn locale={locale} onSignedIn={onSignedIn} />
      {(conf.data?.google || conf.data?.tg_bot) && <p className="text-center text-subtle text-xs">{t('or')}</p>}
      {conf.data?.google && (
        <Button variant="secondary" block onClick={() => beginGoogle().catch(notify)}>
          {t('google')}
        </Button>
      )}
      {conf.data?.tg_bot && <MessengerWebLogin locale={locale} onSignedIn={onSignedIn} />}
    </div>
  );
}
