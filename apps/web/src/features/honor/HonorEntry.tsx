import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

/**
 * The way into /honor from another page (the profile page composes it): a server component, so the
 * page that shows it carries no honor messages to the browser.
 */
export async function HonorEntry() {
  const t = await getTranslations('honor');
  return (
    <Link
      href="/honor"
      className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm"
      data-testid="honor-entry"
    >
      {/* biome-ignore lint/performance/noImgElement: a small static SVG; the image optimiser adds nothing */}
      <img src="/honor/winner.svg" alt="" width={44} height={44} className="size-11" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-callout font-semibold text-ink">{t('entry_title')}</span>
        <span className="text-caption text-muted">{t('entry_text')}</span>
      </span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 text-muted" fill="none">
        <path d="m9 6 6 6-6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Link>
  );
}
