import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

/** Next 16's request proxy: sends / to the chosen locale's prefix and keeps NEXT_LOCALE. */
export default createMiddleware(routing);

export const config = {
  // Everything except Next internals and files with an extension (icons, images, robots.txt).
  matcher: '/((?!_next|_vercel|.*\\..*).*)',
};
