import { OAuthCallback } from '@/features/auth/OAuthCallback';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';
import { type AuthPageProps, queryValue, readAuthPage } from '../auth-page';

export const generateMetadata = subPageMetadata('auth', 'meta_oauth');

/** Where third-party providers send the browser back (redirect URI). */
export default async function OAuthCallbackPage(props: AuthPageProps) {
  const { locale, query } = await readAuthPage(props);
  return (
    <OAuthCallback
      locale={locale}
      code={queryValue(query, 'code')}
      state={queryValue(query, 'state')}
      providerError={queryValue(query, 'error')}
      providerDetail={queryValue(query, 'error_description')}
    />
  );
}
