import { isSupportedLocale } from '@app/shared';

/** The path without its locale prefix: '/vi-VN/win' -> '/win', '/vi-VN' -> '/'. */
export function stripLocale(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  if (first && isSupportedLocale(first)) return `/${rest.join('/')}`;
  return pathname || '/';
}

/** The route a path stands for: no locale prefix, no trailing slashes ('/en-US/mission/' -> '/mission'). */
export function routePath(pathname: string): string {
  return stripLocale(pathname).replace(/\/+$/, '') || '/';
}
