import { cx } from './ui/cx';

/** The product's mark: the amber star on the dark home colour (spec 2.8 #01050E), on sign-in and status screens. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      className={cx(
        'flex size-20 items-center justify-center rounded-[28px] bg-[#01050E] shadow-lg shadow-amber-500/20',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 text-amber-400" fill="currentColor">
        <path d="M12 2 14.9 8.3 22 9.2 16.8 14 18.2 21 12 17.6 5.8 21 7.2 14 2 9.2 9.1 8.3z" />
      </svg>
    </span>
  );
}
