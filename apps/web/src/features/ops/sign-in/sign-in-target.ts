import { opsPath } from '@/lib/routes/paths';

/**
 * Where sign-in leads: the console page the operator was sent away from (`next`), if it is one of
 * the console's own paths; anything else (another section, another host) goes to the console's start.
 */
export function nextAfterSignIn(next: string | null, locale: string): string {
  const start = opsPath(locale);
  if (!next?.startsWith(`${start}/`) || next.includes('//') || next.includes('\\')) return start;
  if (next.startsWith(opsPath(locale, 'sign-in'))) return start;
  return next;
}
