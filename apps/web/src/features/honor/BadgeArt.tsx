import { cx } from '@/components/ui/cx';
import { badgeArt } from './badge-view';

/**
 * A badge's drawn art (public/honor/<id>.svg), bright when earned and grey when locked, with one star
 * per tier earned under it. Decorative: the name beside it says which badge it is.
 */
export function BadgeArt({ id, earned, tier, size }: { id: string; earned: boolean; tier: number; size: 'sm' | 'lg' }) {
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
      {tier > 0 && (
        <span className="-mt-1 flex gap-0.5" aria-hidden="true">
          {Array.from({ length: tier }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: stars have no identity
            <svg key={i} aria-hidden="true" viewBox="0 0 12 12" className="size-3 text-warning">
              <path d="M6 .8 7.6 4l3.5.5-2.6 2.4.7 3.5L6 8.7 2.8 10.4l.7-3.5L.9 4.5 4.4 4z" fill="currentColor" />
            </svg>
          ))}
        </span>
      )}
    </span>
  );
}
