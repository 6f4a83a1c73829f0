import type { Locale } from '@app/shared';
import { headers } from 'next/headers';
import { storedLocaleFromCookieHeader } from './locale-choice';

/**
 * The NEXT_LOCALE the request arrived with (server components only). It reads the raw Cookie
 * header, not cookies(): next-intl's proxy writes NEXT_LOCALE on the response of a visit whose
 * locale differs from Accept-Language, and cookies() would already show that value, which the
 * visitor never chose.
 */
export async function readStoredLocale(): Promise<Locale | undefined> {
  return storedLocaleFromCookieHeader((await headers()).get('cookie'));
}
