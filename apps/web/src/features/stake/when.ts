/** A moment for people in the page's language: date and time, or the day only. */
export function when(ms: number, locale: string, style: 'moment' | 'day' = 'moment'): string {
  return new Date(ms).toLocaleString(
    locale,
    style === 'day' ? { dateStyle: 'medium', timeZone: 'UTC' } : { dateStyle: 'medium', timeStyle: 'short' },
  );
}
