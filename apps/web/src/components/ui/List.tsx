import Link from 'next/link';
import type { ReactNode } from 'react';
import { cx } from './cx';

/** A grouped list on one surface, rows divided by hairlines. */
export function List({
  children,
  className,
  'aria-label': ariaLabel,
}: {
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
}) {
  return (
    <ul
      aria-label={ariaLabel}
      className={cx(
        'divide-y divide-line overflow-hidden rounded-card bg-surface text-ink ring-1 ring-line ring-inset',
        className,
      )}
    >
      {children}
    </ul>
  );
}

function Chevron() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0 text-subtle" fill="none">
      <path d="m9 6 6 6-6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export interface ListItemProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** An icon, avatar or picture before the text. */
  leading?: ReactNode;
  /** A value, badge or control after the text. */
  trailing?: ReactNode;
  /** The row is a link (and shows a chevron). */
  href?: string;
  /** The row is a button. */
  onClick?: () => void;
  className?: string;
  'data-testid'?: string;
}

/** One row: leading, title over subtitle, trailing; a link with `href`, a button with `onClick`. */
export function ListItem({
  title,
  subtitle,
  leading,
  trailing,
  href,
  onClick,
  className,
  'data-testid': testId,
}: ListItemProps) {
  const interactive = href !== undefined || onClick !== undefined;
  const content = (
    <>
      {leading && <span className="shrink-0">{leading}</span>}
      <span className="min-w-0 flex-1">
        <span className="block truncate text-body font-medium">{title}</span>
        {subtitle && <span className="mt-0.5 block text-callout text-muted">{subtitle}</span>}
      </span>
      {trailing && <span className="shrink-0 text-callout text-muted">{trailing}</span>}
      {interactive && <Chevron />}
    </>
  );
  const row = cx(
    'flex min-h-14 w-full items-center gap-3 px-4 py-3 text-left',
    interactive && 'transition-colors hover:bg-ink/5 active:bg-ink/8',
  );
  return (
    <li className={className} data-testid={testId}>
      {href !== undefined ? (
        <Link href={href} className={row}>
          {content}
        </Link>
      ) : onClick ? (
        <button type="button" onClick={onClick} className={row}>
          {content}
        </button>
      ) : (
        <div className={row}>{content}</div>
      )}
    </li>
  );
}
