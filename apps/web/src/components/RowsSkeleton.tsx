/** A list's loading rows: a round logo, a name and a figure, pulsing (aria-hidden). */
export function RowsSkeleton({ rows, rowClassName = 'py-3.5' }: { rows: number; rowClassName?: string }) {
  return (
    <ul aria-hidden="true" className="divide-y divide-neutral-100 rounded-3xl ring-1 ring-neutral-100">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder rows that never reorder
        <li key={i} className={`flex items-center gap-3 px-4 ${rowClassName}`}>
          <span className="size-10 animate-pulse rounded-full bg-neutral-100" />
          <span className="h-4 flex-1 animate-pulse rounded bg-neutral-100" />
          <span className="h-4 w-20 animate-pulse rounded bg-neutral-100" />
        </li>
      ))}
    </ul>
  );
}
