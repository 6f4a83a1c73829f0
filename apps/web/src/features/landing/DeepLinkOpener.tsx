'use client';

import type { StartParam } from '@app/shared/core/start-param';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { BrandMark } from '@/components/BrandMark';
import { pageButton } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/Spinner';
import { Link, useRouter } from '@/i18n/navigation';
import { useAppGlobalConfig } from '@/shell/app-config/use-app-global-config';
import { inAppTarget, messengerLink } from './deep-link';

/**
 * /openDeepLinkInTg (issue 16, spec 2.2): opens the messenger's mini app at a path with the start
 * parameter (deep-link.ts). Inside the mini app it is already there: it goes to the path at once and
 * opens the dialog. Anywhere else it offers the messenger's link (the bot is the configured public bot,
 * app_global_config messenger_public_bot) and, as the fallback, the same path in this browser.
 */
export function DeepLinkOpener({ fields }: { fields: StartParam }) {
  const t = useTranslations('landing');
  const router = useRouter();
  const config = useAppGlobalConfig();
  const [inMessenger, setInMessenger] = useState(false);
  const target = inAppTarget(fields);

  useEffect(() => {
    let gone = false;
    void import('@/platform').then(({ isInMessenger, openStartDialog }) => {
      if (gone || !isInMessenger()) return;
      setInMessenger(true);
      router.replace(target);
      if (fields.dialog) openStartDialog(fields.dialog);
    });
    return () => {
      gone = true;
    };
  }, [router, target, fields.dialog]);

  const bot = config.data?.messenger_public_bot ?? '';
  const link = messengerLink(bot, fields);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-white px-6 py-12 text-center text-neutral-900">
      <BrandMark />
      <div className="flex max-w-sm flex-col gap-2">
        <h1 className="text-2xl font-bold">{t('deeplink_title')}</h1>
        <p className="text-[15px] leading-relaxed text-neutral-600">
          {inMessenger ? t('deeplink_opening') : t('deeplink_lead')}
        </p>
      </div>
      {!inMessenger && (
        <div className="flex w-full max-w-sm flex-col gap-3">
          {config.isPending ? (
            <span role="status" aria-label={t('loading')} className="flex h-12 items-center justify-center">
              <Spinner className="size-6 text-neutral-400" />
            </span>
          ) : link ? (
            <a href={link} className={pageButton.primary} rel="noopener noreferrer" data-testid="deeplink-open">
              {t('deeplink_open')}
            </a>
          ) : (
            // No public bot here (a development API, or the config did not load): the browser is the way.
            <p className="text-sm text-neutral-500" data-testid="deeplink-no-bot">
              {t('deeplink_no_bot')}
            </p>
          )}
          <Link href={target} className={pageButton.outline} prefetch={false} data-testid="deeplink-fallback">
            {t('deeplink_fallback')}
          </Link>
        </div>
      )}
    </main>
  );
}
