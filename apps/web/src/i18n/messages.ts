import type { Locale } from '@app/shared';

/**
 * Translations are JSON per locale and page namespace (messages/<locale>/<namespace>.json).
 * Each namespace is its own module so a page can later load only what it shows.
 */
export const NAMESPACES = [
  'common',
  'home',
  'auth',
  'wallet',
  'ops',
  'shell',
  'meta',
  'startup',
  'errors',
  'legal',
  'guide',
  'settings',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export async function loadMessages(locale: Locale): Promise<Record<Namespace, Record<string, unknown>>> {
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => [ns, (await import(`../../messages/${locale}/${ns}.json`)).default] as const),
  );
  return Object.fromEntries(entries) as Record<Namespace, Record<string, unknown>>;
}
