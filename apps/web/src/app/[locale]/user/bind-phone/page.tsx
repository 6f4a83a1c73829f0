import { BindPhone } from '@/features/auth/BindPhone';
import { type AuthPageProps, authMetadata, readAuthPage } from '../auth-page';

export const generateMetadata = authMetadata('meta_bind_phone');

/** /user/bind-phone (spec 2.2: takes backUrl and from). */
export default async function BindPhonePage(props: AuthPageProps) {
  const { backUrl } = await readAuthPage(props);
  return <BindPhone backUrl={backUrl} />;
}
