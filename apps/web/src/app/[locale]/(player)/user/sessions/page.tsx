import { SessionsScreen } from '@/features/auth/SessionsScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';
import { sessionsBackUrl } from '@/lib/routes/paths';
import { type AuthPageProps, queryValue } from '../auth-page';

export const generateMetadata = subPageMetadata('auth', 'meta_sessions');

/** /user/sessions: the signed-in user's devices; takes backUrl (default: login-home, where its link is). */
export default async function SessionsPage({ params, searchParams }: AuthPageProps) {
  const { locale } = await params;
  const backUrl = sessionsBackUrl(queryValue(await searchParams, 'backUrl'), locale);
  return <SessionsScreen locale={locale} backUrl={backUrl} />;
}
