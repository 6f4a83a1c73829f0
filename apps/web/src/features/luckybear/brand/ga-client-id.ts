/**
 * The Google Analytics client id of this browser, from the `_ga` cookie GA's tag sets on the brand's
 * site ("GA1.1.123456789.1700000000"; the id is its last two numbers), or null when there is none.
 */
export function gaClientIdOf(cookie: string): string | null {
  const value = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('_ga='))
    ?.slice('_ga='.length);
  if (!value) return null;
  const match = /^GA\d\.\d{1,2}\.(\d{1,20}\.\d{1,20})$/.exec(decodeURIComponent(value));
  return match?.[1] ?? null;
}
