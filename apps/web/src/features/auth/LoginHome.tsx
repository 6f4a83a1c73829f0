'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { BrandMark } from '@/components/BrandMark';
import { InlineRetry } from '@/components/InlineRetry';
import { PhoneIcon } from '@/components/icons';
import { LanguageLink } from '@/components/LanguageLink';
import { LegalConsent } from '@/components/LegalLinks';
import { ScreenHeader } from '@/components/ScreenHeader';
import { pageButton } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/Spinner';
import { loginHomePath, phoneLoginPath } from '@/lib/routes/paths';
import { useAppGlobalConfig } from '@/shell/app-config/use-app-global-config';
import { useUserStore } from '@/shell/session/user-store';
import { MessengerHint } from './MessengerHint';
import { SignedInPanel } from './SignedInPanel';
import { ThirdPartyButtons } from './ThirdPartyButtons';

function ProvidersSection({ backUrl }: { backUrl: string }) {
  const t = useTranslations('auth');
  const config = useAppGlobalConfig();
  if (config.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">{t('loading_providers')}</span>
        <div aria-hidden="true" className="h-12 animate-pulse rounded-full bg-neutral-100" />
        <div aria-hidden="true" className="h-12 animate-pulse rounded-full bg-neutral-100" />
      </div>
    );
  }
  if (config.isError) {
    return <InlineRetry message={t('providers_error')} onRetry={() => config.refetch()} />;
  }
  const providers = config.data.third_party_providers;
  return (
    <>
      {providers.length > 0 && (
        <>
          <div className="flex items-center gap-3 text-xs text-neutral-400" aria-hidden="true">
            <span className="h-px flex-1 bg-neutral-200" />
            {t('or')}
            <span className="h-px flex-1 bg-neutral-200" />
          </div>
          <ThirdPartyButtons providers={providers} backUrl={backUrl} />
        </>
      )}
      {/* Only a configured public bot (TG_PUBLIC_BOT), never the development bot the API may accept. */}
      {config.data.messenger_public_bot && <MessengerHint botName={config.data.messenger_public_bot} />}
    </>
  );
}

/** /user/login-home: choose a way in (phone, a third-party account, or the messenger). */
export function LoginHome({ locale, backUrl }: { locale: string; backUrl: string }) {
  const t = useTranslations('auth');
  const tc = useTranslations('common');
  const ts = useTranslations('settings');
  const status = useUserStore((s) => s.status);

  return (
    <main className="min-h-dvh bg-white">
      <ScreenHeader
        title={status === 'signed-in' ? t('account_title') : undefined}
        backHref={backUrl}
        backLabel={t('back')}
        action={<LanguageLink locale={locale} backUrl={loginHomePath(locale, backUrl)} label={ts('entry.link')} />}
      />
      <div className="mx-auto flex max-w-md flex-col gap-6 px-5 pt-2 pb-10">
        {status === 'checking' ? (
          <div className="flex justify-center py-24 text-neutral-400" aria-busy="true">
            <Spinner className="size-8" />
            <span className="sr-only">{tc('loading')}</span>
          </div>
        ) : status === 'signed-in' ? (
          <SignedInPanel backUrl={backUrl} />
        ) : (
          <>
            <div className="flex flex-col items-center pt-4 pb-2 text-center">
              <BrandMark />
              <h1 className="mt-5 text-2xl font-bold text-neutral-900">{t('welcome_title')}</h1>
              <p className="mt-2 max-w-xs text-[15px] leading-relaxed text-neutral-500">{t('welcome_text')}</p>
            </div>
            <Link href={phoneLoginPath(locale, { backUrl })} className={pageButton.primary}>
              <PhoneIcon />
              {t('continue_with_phone')}
            </Link>
            <ProvidersSection backUrl={backUrl} />
            <LegalConsent locale={locale} backUrl={loginHomePath(locale, backUrl)} />
          </>
        )}
      </div>
    </main>
  );
}
