import type { HTMLAttributes } from 'react';
import { cx } from './cx';

export const BADGE_TONES = ['neutral', 'primary', 'accent', 'success', 'warning', 'danger'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];

const TONE: Record<BadgeTone, string> = {
  neutral: 'bg-ink/10 text-ink',
  primary: 'bg-primary text-on-primary',
  accent: 'bg-accent/15 text-accent',
  success: 'bg-success/15 text-success',
  warning: 'bg-warning/15 text-warning',
  danger: 'bg-danger/15 text-danger',
};

/** A short label or count (a level, a state, a reward); never interactive. */
export function Badge({
  tone = 'neutral',
  className,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cx(
        'inline-flex h-5 shrink-0 items-center gap-1 rounded-full px-2 text-micro font-semibold whitespace-nowrap',
        TONE[tone],
        className,
      )}
      {...rest}
    />
  );
}
