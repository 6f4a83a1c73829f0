import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HomeTabs } from '@/features/home/HomeTabs';
import { UserBadge } from '@/features/session/UserBadge';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'home' });
  return { title: t('meta_title'), description: t('meta_description'), alternates: { canonical: `/${locale}` } };
}

/** Home (spec 2.1 "/"; background #01050E per spec 2.8). */
export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('home');
  return (
    <main className="min-h-dvh bg-[#01050E] px-4 pt-6 pb-10 text-white">
      <div className="mx-auto max-w-md">
        <header className="mb-6 flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold">{t('title')}</h1>
            <p className="mt-1 text-sm text-white/60">{t('subtitle')}</p>
          </div>
          <UserBadge />
        </header>
        <HomeTabs />
      </div>
    </main>
  );
}
