/** The loading rows of the wallet's lists (history, addresses): an icon, two lines and an amount. */
const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e', 'f'];

export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <ul aria-hidden="true" className="flex flex-col gap-4 py-2">
      {SKELETON_ROWS.slice(0, rows).map((row) => (
        <li key={row} className="flex items-center gap-3">
          <span className="size-10 animate-pulse rounded-full bg-neutral-100" />
          <span className="flex flex-1 flex-col gap-2">
            <span className="h-3.5 w-32 animate-pulse rounded bg-neutral-100" />
            <span className="h-3 w-20 animate-pulse rounded bg-neutral-100" />
          </span>
          <span className="h-4 w-16 animate-pulse rounded bg-neutral-100" />
        </li>
      ))}
    </ul>
  );
}
