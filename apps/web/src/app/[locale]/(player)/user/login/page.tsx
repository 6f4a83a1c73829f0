import { PhoneLogin } from '@/features/auth/PhoneLogin';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';
import { type AuthPageProps, queryValue, readAuthPage } from '../auth-page';

export const generateMetadata = subPageMetadata('auth', 'meta_login');

/** /user/login and /user/login?verify=true (spec 2.2), both taking backUrl. */
export default async function PhoneLoginPage(props: AuthPageProps) {
  const { locale, backUrl, query } = await readAuthPage(props);
  return <PhoneLogin locale={locale} backUrl={backUrl} verify={queryValue(query, 'verify') === 'true'} />;
}
