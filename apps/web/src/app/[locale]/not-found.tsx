import { useTranslations } from 'next-intl';
import { LazyLocaleLink } from '@/components/LazyLocaleLink';
import { LazyNotFoundReport } from '@/shell/notices/LazyNotFoundReport';

/** Any unknown path under a locale: a way home, and the missing resource reported (spec 8.1). */
export default function LocaleNotFound() {
  const t = useTranslations('common');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">
      <LazyNotFoundReport />
      <h1 className="text-xl font-semibold">{t('not_found_title')}</h1>
      <LazyLocaleLink href="/" className="rounded-full bg-black px-5 py-2 text-sm text-white">
        {t('back_home')}
      </LazyLocaleLink>
    </main>
  );
}
