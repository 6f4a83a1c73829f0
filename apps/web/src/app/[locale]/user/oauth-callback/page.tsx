import { OAuthCallback } from '@/features/auth/OAuthCallback';
import { type AuthPageProps, authMetadata, queryValue, readAuthPage } from '../auth-page';

export const generateMetadata = authMetadata('meta_oauth');

/** Where third-party providers send the browser back (redirect URI). */
export default async function OAuthCallbackPage(props: AuthPageProps) {
  const { locale, query } = await readAuthPage(props);
  return (
    <OAuthCallback
      locale={locale}
      code={queryValue(query, 'code')}
      state={queryValue(query, 'state')}
      providerError={queryValue(query, 'error_description') ?? queryValue(query, 'error')}
    />
  );
}
