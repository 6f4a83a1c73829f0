import { LOCALE_COOKIE } from '@app/shared';
import { NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';
import { unknownLocalePrefix, unknownPrefixTarget } from './i18n/unknown-locale-prefix';

const intl = createMiddleware(routing);

/**
 * Next 16's request proxy: next-intl sends / to the chosen locale's prefix and keeps NEXT_LOCALE. A
 * prefix that looks like a locale but is not one of ours ('/de-DE/wallet') is replaced, not kept
 * under another: the stored locale, else the nearest to the prefix's language, else next-intl's
 * choice for the path without it (the browser's languages, then the default).
 */
export default function proxy(request: NextRequest) {
  const prefix = unknownLocalePrefix(request.nextUrl.pathname);
  if (!prefix) return intl(request);
  const target = unknownPrefixTarget(prefix, request.cookies.get(LOCALE_COOKIE)?.value);
  const url = request.nextUrl.clone();
  if (target) {
    url.pathname = prefix.rest === '/' ? `/${target}` : `/${target}${prefix.rest}`;
    return NextResponse.redirect(url);
  }
  url.pathname = prefix.rest;
  return intl(new NextRequest(url, request));
}

export const config = {
  // Everything except Next internals and files with an extension (icons, images, robots.txt).
  matcher: '/((?!_next|_vercel|.*\\..*).*)',
};
