'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { LegalConsent } from '@/components/LegalLinks';
import { ScreenHeader } from '@/components/ScreenHeader';
import { useApiClient } from '@/lib/api/api-provider';
import { loginHomePath, phoneLoginPath } from '@/lib/routes/paths';
import { storedInviteCode } from '@/lib/storage/stored-invite-code';
import { useUserStore } from '@/shell/session/user-store';
import { useLoginStore } from './login-store';
import { PhoneCodeForm, type VerifiedPhone } from './PhoneCodeForm';

/**
 * /user/login: sign in (or register) with a phone and its one-time code, then return to backUrl.
 * `?verify=true` (spec 8.3 code 1010): the signed-in user proves their phone again; the new session
 * replaces the old one.
 */
export function PhoneLogin({ locale, backUrl, verify }: { locale: string; backUrl: string; verify: boolean }) {
  const t = useTranslations('auth');
  const api = useApiClient();
  const router = useRouter();
  const registerParams = useLoginStore((s) => s.registerParams);
  const currentUserId = useUserStore((s) => s.userId);

  async function onVerify(phone: VerifiedPhone) {
    // The contract, the platform layer and the sign-in come with the call (docs/benchmarks.md, "first-load JavaScript").
    const [{ registerOrLoginByPhone }, { getLaunchParams }, { signIn }] = await Promise.all([
      import('@app/shared/auth/phone-contracts'),
      import('@/platform'),
      import('@/shell/session/session-actions'),
    ]);
    const response = await api.call(registerOrLoginByPhone, {
      ...phone,
      // A typed code wins; else the code of an /r/ link opened on this device (issue 16).
      invite_code: registerParams.inviteCode || storedInviteCode(),
      start_param: registerParams.startParam || getLaunchParams()?.startParam || '',
      // Re-verification must prove the signed-in user's own phone, never sign into another account.
      ...(verify && currentUserId > 0 ? { expect_user_id: currentUserId } : {}),
    });
    signIn(response, locale);
    router.replace(backUrl);
  }

  return (
    <main className="min-h-dvh bg-white">
      <ScreenHeader
        title={verify ? t('verify_title') : t('phone_title')}
        backHref={verify ? backUrl : loginHomePath(locale, backUrl)}
        backLabel={t('back')}
      />
      <div className="mx-auto flex max-w-md flex-col gap-6 px-5 pt-4 pb-10">
        <PhoneCodeForm
          purpose="login"
          intro={verify ? t('verify_text') : t('phone_text')}
          submitLabel={verify ? t('verify_submit') : t('sign_in')}
          onVerify={onVerify}
        />
        {!verify && <LegalConsent locale={locale} backUrl={phoneLoginPath(locale, { backUrl })} />}
      </div>
    </main>
  );
}
