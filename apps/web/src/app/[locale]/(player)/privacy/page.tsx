import { LegalPage } from '@/features/legal/LegalPage';
import { legalMetadata } from '@/features/legal/legal-metadata';
import { type AuthPageProps, readAuthPage } from '../user/auth-page';

export const generateMetadata = legalMetadata('privacy');

/** /privacy: the Privacy Policy; takes backUrl (default: home). */
export default async function PrivacyPage(props: AuthPageProps) {
  const { locale, backUrl } = await readAuthPage(props);
  return <LegalPage locale={locale} document="privacy" backUrl={backUrl} />;
}
