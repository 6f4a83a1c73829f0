import type { HTMLAttributes } from 'react';
import { cx } from './cx';

type CardElement = 'div' | 'section' | 'article' | 'li' | 'aside';

const PADDING = { none: '', sm: 'p-3', md: 'p-4', lg: 'p-5' } as const;

export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: CardElement;
  padding?: keyof typeof PADDING;
  /** raised: a step above the surface (a card on a card, or one that should stand out). */
  tone?: 'surface' | 'raised';
}

/** A rounded surface that groups related content. */
export function Card({ as: Element = 'div', padding = 'md', tone = 'surface', className, ...rest }: CardProps) {
  return (
    <Element
      className={cx(
        'rounded-card text-ink',
        tone === 'raised' ? 'bg-surface-raised shadow-raised' : 'bg-surface',
        'ring-1 ring-line ring-inset',
        PADDING[padding],
        className,
      )}
      {...rest}
    />
  );
}
