/** A badge's progress toward its next goal (decorative: the numbers beside it say the same). */
export function ProgressBar({ share }: { share: number }) {
  return (
    <span className="block h-1.5 w-full overflow-hidden rounded-full bg-ink/10" aria-hidden="true">
      <span className="block h-full rounded-full bg-warning" style={{ width: `${Math.round(share * 100)}%` }} />
    </span>
  );
}
