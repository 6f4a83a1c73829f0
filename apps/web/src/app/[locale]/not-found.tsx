import { useTranslations } from 'next-intl';
import { StatusScreen } from '@/components/StatusScreen';
import { pageButton } from '@/components/ui/button-classes';
import { Link } from '@/i18n/navigation';
import { NotFoundReport } from '@/shell/notices/NotFoundReport';

/** Any unknown path under a locale (HTTP 404): the branded page, a way home, and the miss reported (spec 8.1). */
export default function LocaleNotFound() {
  const t = useTranslations('errors.not_found');
  const meta = useTranslations('meta');
  return (
    <StatusScreen
      testId="not-found"
      code="404"
      title={t('title')}
      text={t('text')}
      documentTitle={meta('title_format', { page: t('title'), site: meta('site_name') })}
    >
      <NotFoundReport />
      <Link href="/" className={pageButton.primary}>
        {t('home')}
      </Link>
    </StatusScreen>
  );
}
