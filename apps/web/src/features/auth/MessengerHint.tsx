'use client';

import { useTranslations } from 'next-intl';

/**
 * "Continue in the messenger": the mini app signs in by itself (spec 1: messenger init data). Shown
 * only for the configured public bot (app_global_config messenger_public_bot).
 */
export function MessengerHint({ botName }: { botName: string }) {
  const t = useTranslations('auth');
  return (
    <div className="flex items-start gap-3 rounded-2xl bg-sky-50 p-4 text-left">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-sky-500 text-white"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
          <path d="M21.5 4.2 2.9 11.4c-1.1.4-1.1 1.1-.2 1.4l4.8 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8l3.1-14.6c.3-1.3-.5-1.9-1.4-1.5ZM9.3 14.1l8.6-5.4c.4-.3.8-.1.5.2l-7.2 6.5-.3 3.1-1.6-4.4Z" />
        </svg>
      </span>
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-neutral-900">{t('messenger_title')}</p>
        <p className="mt-0.5 leading-relaxed text-neutral-600">{t('messenger_text')}</p>
        <a
          href={`https://t.me/${encodeURIComponent(botName)}`}
          className="mt-2 inline-block font-semibold text-sky-600"
          rel="noopener noreferrer"
        >
          {t('messenger_open', { bot: `@${botName}` })}
        </a>
      </div>
    </div>
  );
}
