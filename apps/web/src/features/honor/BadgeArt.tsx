import { cx } from '@/components/ui/cx';
import { badgeArt } from './badge-view';

/**
 * A badge's drawn art (public/honor/<id>.svg), bright when earned and grey when locked, with a star
 * per tier under it, filled for the tiers earned (every tile keeps the same height). Decorative: the
 * name beside it says which badge it is.
 */
export function BadgeArt({
  id,
  earned,
  tier,
  goals,
  size,
}: {
  id: string;
  earned: boolean;
  tier: number;
  /** The badge's goals: one star each. */
  goals: readonly number[];
  size: 'sm' | 'lg';
}) {
  return (
    <span className="relative inline-flex flex-col items-center">
      {/* biome-ignore lint/performance/noImgElement: a small static SVG; the image optimiser adds nothing */}
      <img
        src={badgeArt(id)}
        alt=""
        width={size === 'lg' ? 112 : 72}
        height={size === 'lg' ? 112 : 72}
        className={cx(size === 'lg' ? 'size-28' : 'size-[72px]', !earned && 'opacity-45 grayscale')}
        data-earned={earned ? 'true' : 'false'}
      />
      <span className="-mt-1 flex gap-0.5" aria-hidden="true">
        {goals.map((goal, i) => (
          <svg
            key={goal}
            aria-hidden="true"
            viewBox="0 0 12 12"
            className={cx('size-3', i < tier ? 'text-warning' : 'text-ink/15')}
          >
            <path d="M6 .8 7.6 4l3.5.5-2.6 2.4.7 3.5L6 8.7 2.8 10.4l.7-3.5L.9 4.5 4.4 4z" fill="currentColor" />
          </svg>
        ))}
      </span>
    </span>
  );
}
