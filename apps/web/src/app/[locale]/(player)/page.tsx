import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LegalFooter } from '@/components/LegalLinks';
import { AreaGrid } from '@/features/home/AreaGrid';
import { LazyAccountCard, LazyGamesSection } from '@/features/home/LazyHomeSections';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';
import { SESSION_STORAGE_KEYS } from '@/shell/session/stored-session';

/** Spec 2.1: home has a canonical link (lib/metadata builds every route's metadata). */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, '/');
}

/**
 * Home (spec 2.1 "/"; background #01050E per spec 2.8): the user's header card, the quick entries to
 * the product's areas (spec 1) and the games catalogue. The title, the entries and every placeholder
 * render on the server; the account card and the catalogue fill in on the client.
 */
export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('home');
  // Without the session cookie (spec 3) the visitor is almost surely signed out: the sign-in card is
  // rendered here rather than a placeholder (start-up still decides on the client).
  const signedOutHint = !(await cookies()).get(SESSION_STORAGE_KEYS.userId)?.value;
  return (
    <main className="theme-dark min-h-dvh px-gutter pt-6 pb-12">
      <div className="mx-auto flex max-w-md flex-col gap-section">
        <header className="flex flex-col gap-4">
          <div className="flex items-start gap-3">
            <div className="min-w-0 flex-1">
              <h1 className="text-display">{t('title')}</h1>
              <p className="mt-1 text-callout text-muted">{t('subtitle')}</p>
            </div>
            {/* Search (issue 18 item 5): a server-rendered link, no JavaScript of its own on home. */}
            <Link
              href={`/${locale}/search`}
              prefetch={false}
              aria-label={t('search')}
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-ink ring-1 ring-white/10 active:scale-95"
              data-testid="home-search"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
                <circle cx="11" cy="11" r="6.5" stroke="currentColor" strokeWidth="2" />
                <path d="m16 16 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Link>
          </div>
          <LazyAccountCard locale={locale} signedOutHint={signedOutHint} />
        </header>
        <AreaGrid locale={locale} />
        <LazyGamesSection locale={locale} />
        <LegalFooter locale={locale} />
      </div>
    </main>
  );
}
