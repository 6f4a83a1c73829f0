'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { currentRoute, guidePath } from '@/lib/routes/paths';

/**
 * The tip of spec 2.6, a way into the new-user guide (it comes back to where the app was opened). The
 * splash loads it as soon as it knows the guide was not seen (a person has a second or two to tap it):
 * a plain link moved by the router the page already has, not next/link, keeps that chunk small.
 */
export function GuideTip({ onOpen }: { onOpen: () => void }) {
  const t = useTranslations('startup');
  const tg = useTranslations('guide');
  const locale = useLocale();
  const router = useRouter();
  const href = guidePath(locale, currentRoute());
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        onOpen();
        router.push(href);
      }}
      data-testid="splash-tip"
      className="absolute inset-x-6 bottom-[max(2rem,env(safe-area-inset-bottom))] mx-auto block max-w-sm animate-fade-in rounded-2xl bg-white/[0.06] px-5 py-4 text-center ring-1 ring-white/10 active:bg-white/10"
    >
      <span className="block text-sm font-semibold text-amber-300">{t('splash.tip_title')}</span>
      <span className="mt-1 block text-[13px] leading-relaxed text-white/70">{t('splash.tip_text')}</span>
      <span className="mt-2 inline-flex items-center gap-1 text-[13px] font-semibold text-white">
        {tg('entry.tip_action')}
        <span aria-hidden="true">→</span>
      </span>
    </a>
  );
}
