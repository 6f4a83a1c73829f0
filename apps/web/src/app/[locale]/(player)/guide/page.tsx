import { setRequestLocale } from 'next-intl/server';
import { GuideScreen } from '@/features/guide/GuideScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';
import { type AuthPageProps, readAuthPage } from '../user/auth-page';

export const generateMetadata = subPageMetadata('guide', 'title');

/** /guide: the new-user guide (spec 2.6, 4.1); takes backUrl, where it ends (default: home). */
export default async function GuidePage(props: AuthPageProps) {
  const { locale, backUrl } = await readAuthPage(props);
  setRequestLocale(locale);
  return <GuideScreen locale={locale} backUrl={backUrl} />;
}
