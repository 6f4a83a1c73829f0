import { PhoneLogin } from '@/features/auth/PhoneLogin';
import { type AuthPageProps, authMetadata, queryValue, readAuthPage } from '../auth-page';

export const generateMetadata = authMetadata('meta_login');

/** /user/login and /user/login?verify=true (spec 2.2), both taking backUrl. */
export default async function PhoneLoginPage(props: AuthPageProps) {
  const { locale, backUrl, query } = await readAuthPage(props);
  return <PhoneLogin locale={locale} backUrl={backUrl} verify={queryValue(query, 'verify') === 'true'} />;
}
