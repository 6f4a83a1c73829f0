'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ScreenHeader } from '@/components/ScreenHeader';
import { pageButton } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/Spinner';
import { useApiClient } from '@/lib/api/api-provider';
import { showNotice } from '@/shell/notices/use-error-notice';
import { useUserStore } from '@/shell/session/user-store';
import { PhoneCodeForm, type VerifiedPhone } from './PhoneCodeForm';

/**
 * /user/bind-phone (spec 2.2, takes backUrl and from): bind a phone to the signed-in user with a
 * 'bind' one-time code (POST /user/bind_phone), then return to backUrl. Signed-out visitors are sent
 * to login-home at start-up (the route needs login).
 */
export function BindPhone({ backUrl }: { backUrl: string }) {
  const t = useTranslations('auth');
  const tc = useTranslations('common');
  const api = useApiClient();
  const router = useRouter();
  const status = useUserStore((s) => s.status);
  const boundPhone = useUserStore((s) => s.userInfo?.phone_number ?? '');

  async function onVerify(phone: VerifiedPhone) {
    // The contract comes with the call (docs/benchmarks.md, "first-load JavaScript").
    const { bindPhone } = await import('@app/shared/auth/phone-contracts');
    const result = await api.call(bindPhone, phone);
    useUserStore.getState().setPhoneNumber(result.phone_number);
    showNotice(t('bind_phone_done', { phone: result.phone_number }), 'success');
    router.replace(backUrl);
  }

  let body: React.ReactNode;
  if (status !== 'signed-in') {
    body = (
      <div className="flex justify-center py-24 text-neutral-400" aria-busy="true">
        <Spinner className="size-8" />
        <span className="sr-only">{tc('loading')}</span>
      </div>
    );
  } else if (boundPhone) {
    body = (
      <div className="flex flex-col gap-4">
        <div className="rounded-3xl bg-emerald-50 p-5 text-center">
          <p className="text-sm text-emerald-700">{t('bind_phone_current')}</p>
          <p className="mt-1 text-xl font-semibold tracking-wide text-emerald-900">{boundPhone}</p>
        </div>
        <Link href={backUrl} className={pageButton.primary}>
          {t('continue')}
        </Link>
      </div>
    );
  } else {
    body = (
      <PhoneCodeForm
        purpose="bind"
        intro={t('bind_phone_text')}
        submitLabel={t('bind_phone_submit')}
        onVerify={onVerify}
      />
    );
  }

  return (
    <main className="min-h-dvh bg-white">
      <ScreenHeader title={t('bind_phone_title')} backHref={backUrl} backLabel={t('back')} />
      <div className="mx-auto flex max-w-md flex-col gap-6 px-5 pt-4 pb-10">{body}</div>
    </main>
  );
}
