import { useTranslations } from 'next-intl';
import { LazyLocaleLink } from '@/components/LazyLocaleLink';
import { StatusScreen } from '@/components/StatusScreen';
import { pageButton } from '@/components/ui/button-classes';
import { LazyNotFoundReport } from '@/shell/notices/LazyNotFoundReport';

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
      <LazyNotFoundReport />
      <LazyLocaleLink href="/" className={pageButton.primary}>
        {t('home')}
      </LazyLocaleLink>
    </StatusScreen>
  );
}
