import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StatusScreen } from '@/components/StatusScreen';
import { pageButton } from '@/components/ui/button-classes';
import { Link } from '@/i18n/navigation';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';
import { matchMetaRoute } from '@/lib/routes/meta-routes';

type CatchAllProps = {
  params: Promise<{ locale: string; rest: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function pathOf(rest: readonly string[]): string {
  return `/${rest.join('/')}`;
}

/**
 * Spec 2.1 routes whose pages are not built yet (paths containing inbet or luckybear) already answer with their real metadata. The
 * body only says the page is not available yet, so the placeholder is kept out of search indexes.
 */
export async function generateMetadata({ params, searchParams }: CatchAllProps): Promise<Metadata> {
  const { locale, rest } = await params;
  const path = pathOf(rest);
  if (!matchMetaRoute(path)) return {};
  const metadata = await pageMetadata(locale, path, await searchParams);
  return { ...metadata, robots: { index: false, follow: true } };
}

/** Any other unknown path under a locale renders that locale's not-found page. */
export default async function NotAvailableYet({ params }: CatchAllProps) {
  const { locale, rest } = await params;
  if (!matchMetaRoute(pathOf(rest))) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('meta');
  return (
    <StatusScreen title={t('unavailable.title')}>
      <Link href="/" className={pageButton.primary}>
        {t('unavailable.back_home')}
      </Link>
    </StatusScreen>
  );
}
