'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { IconBadge, PhoneIcon } from '@/components/icons';
import { pageButton } from '@/components/ui/button-classes';
import { getLaunchParams, isPhonePlatform, messengerUserId, platform, shouldBlockNonPhone, where } from '@/platform';
import { messengerBotName, useAppGlobalConfig } from '@/shell/app-config/use-app-global-config';
import { useOpenAppConfig } from '@/shell/app-config/use-open-app-config';

/**
 * Spec 4.1 step 7: messenger users on a non-phone platform (platform/non-phone.ts) see a blocking
 * overlay with a short explanation and the bot's link, unless their messenger id is in
 * openapp_get_cfg's messenger_allowed_user_ids or the mini app runs under the test bot
 * (NEXT_PUBLIC_TEST_BOT_NAME). Nothing shows until the allow-list has been asked for; a failed ask
 * blocks.
 */
export function NonPhoneOverlay() {
  const [facts, setFacts] = useState<{ platform: string; userId: number | undefined } | null>(null);
  useEffect(() => {
    const params = where() === 'tg' ? getLaunchParams() : undefined;
    if (params && !isPhonePlatform(params.platform)) setFacts({ platform: params.platform, userId: messengerUserId() });
  }, []);
  return facts ? <NonPhoneGate platform={facts.platform} userId={facts.userId} /> : null;
}

function NonPhoneGate({ platform: messengerPlatform, userId }: { platform: string; userId: number | undefined }) {
  const openApp = useOpenAppConfig();
  const global = useAppGlobalConfig();
  if (openApp.isPending || global.isPending) return null;
  const botName = messengerBotName(global.data);
  const blocked = shouldBlockNonPhone({
    host: 'tg',
    platform: messengerPlatform,
    userId,
    allowedUserIds: openApp.data?.messenger_allowed_user_ids ?? [],
    botName,
    testBotName: process.env.NEXT_PUBLIC_TEST_BOT_NAME ?? '',
  });
  return blocked ? <BlockingOverlay botName={botName} /> : null;
}

function BlockingOverlay({ botName }: { botName: string }) {
  const t = useTranslations('shell.platform');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const botUrl = botName ? `https://t.me/${encodeURIComponent(botName)}` : '';

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid="non-phone-overlay"
      // Not closable: Escape does nothing.
      onCancel={(event) => event.preventDefault()}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 text-neutral-900 backdrop:bg-black"
    >
      <div className="mx-auto flex h-full max-w-sm flex-col items-center justify-center gap-4 px-6 text-center">
        <IconBadge tone="amber">
          <PhoneIcon className="size-7" />
        </IconBadge>
        <h2 id={titleId} className="text-xl font-bold">
          {t('non_phone_title')}
        </h2>
        <p className="text-[15px] leading-relaxed text-neutral-600">{t('non_phone_text')}</p>
        {botUrl && (
          <a
            href={botUrl}
            className={`${pageButton.primary} mt-2`}
            onClick={(event) => {
              event.preventDefault();
              platform.openLink(botUrl);
            }}
          >
            {t('non_phone_open_bot', { bot: botName })}
          </a>
        )}
      </div>
    </dialog>
  );
}
