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

/** Lines of text placeholder; the last line is shorter, as text is. */
export function SkeletonText({ lines = 2, className }: { lines?: number; className?: string }) {
  return (
    <span aria-hidden="true" className={cx('flex flex-col gap-2', className)}>
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className={cx('h-3', i === lines - 1 && lines > 1 ? 'w-3/5' : 'w-full')} />
      ))}
    </span>
  );
}
