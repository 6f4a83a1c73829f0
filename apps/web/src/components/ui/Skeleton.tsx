import { cx } from './cx';

/**
 * A placeholder block while content loads; size and shape come from `className` (e.g. "h-4 w-24",
 * "size-10 rounded-full"; without a rounded-* class the corners are rounded-lg). Hidden from assistive
 * technology: the loading region says it is loading.
 */
export function Skeleton({ className }: { className?: string }) {
  const corners = /(^|\s)rounded(-|\s|$)/.test(className ?? '') ? '' : 'rounded-lg';
  return <span aria-hidden="true" className={cx('block bg-ink/10 motion-safe:animate-shimmer', corners, className)} />;
}
