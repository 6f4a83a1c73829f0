import { BindPhone } from '@/features/auth/BindPhone';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';
import { type AuthPageProps, readAuthPage } from '../auth-page';

export const generateMetadata = subPageMetadata('auth', 'meta_bind_phone');

/** /user/bind-phone (spec 2.2: takes backUrl and from). */
export default async function BindPhonePage(props: AuthPageProps) {
  const { backUrl } = await readAuthPage(props);
  return <BindPhone backUrl={backUrl} />;
}
