import { LoginHome } from '@/features/auth/LoginHome';
import { type AuthPageProps, authMetadata, readAuthPage } from '../auth-page';

/** Spec 2.1: login-home has a canonical link. */
export const generateMetadata = authMetadata('meta_login_home', '/user/login-home');

export default async function LoginHomePage(props: AuthPageProps) {
  const { locale, backUrl } = await readAuthPage(props);
  return <LoginHome locale={locale} backUrl={backUrl} />;
}
