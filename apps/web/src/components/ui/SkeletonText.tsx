import { cx } from './cx';
import { Skeleton } from './Skeleton';

// A file of its own, not beside Skeleton: a module's exports travel together in the bundle, and the
// home page's first-load JavaScript (at its budget) needs Skeleton only.

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
