import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { hasLocale } from 'next-intl';
import { routing } from '@/i18n/routing';
import { resolveApiBaseUrls } from '@/lib/api/base-urls';
import { matchMetaRoute } from '@/lib/routes/meta-routes';
import { siteOrigin } from './origin';
import { buildPageMetadata, type PageRouteInput } from './page-metadata';
import { loadPageProps } from './page-props';

/**
 * generateMetadata's one entry (server only): the spec 2.1 metadata of `path` (without the locale
 * prefix) in `locale`, with the page props read from the API (./page-props.ts) and the origin of
 * this request (SITE_ORIGIN, else the Host headers).
 */
export async function pageMetadata(locale: string, path: string, query?: PageRouteInput['query']): Promise<Metadata> {
  const lang = hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
  const [props, requestHeaders] = await Promise.all([
    loadPageProps(matchMetaRoute(path), { baseUrls: resolveApiBaseUrls(process.env), locale: lang, query }),
    headers(),
  ]);
  return buildPageMetadata({ path, query }, props, lang, siteOrigin(requestHeaders, process.env));
}
