import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { NotFoundReport } from '@/shell/notices/NotFoundReport';

/** Any unknown path under a locale: a way home, and the missing resource reported (spec 8.1). */
export default function LocaleNotFound() {
  const t = useTranslations('common');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-6 text-center">
      <NotFoundReport />
      <h1 className="text-xl font-semibold">{t('not_found_title')}</h1>
      <Link href="/" className="rounded-full bg-black px-5 py-2 text-sm text-white">
        {t('back_home')}
      </Link>
    </main>
  );
}
