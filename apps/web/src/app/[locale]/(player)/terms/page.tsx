import { LegalPage } from '@/features/legal/LegalPage';
import { legalMetadata } from '@/features/legal/legal-metadata';
import { type AuthPageProps, readAuthPage } from '../user/auth-page';

export const generateMetadata = legalMetadata('terms');

/** /terms: the Terms of Service; takes backUrl (default: home). */
export default async function TermsPage(props: AuthPageProps) {
  const { locale, backUrl } = await readAuthPage(props);
  return <LegalPage locale={locale} document="terms" backUrl={backUrl} />;
}
