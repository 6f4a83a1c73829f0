import Link from 'next/link';
import type { ComponentProps } from 'react';
import { PrefetchLaterLink } from '../PrefetchLaterLink';
import { type ButtonLook, buttonClasses } from './button-classes';

/**
 * A link that looks like a Button (navigation is a link, not a button with a click handler). Its route
 * is prefetched after the page's start-up (PrefetchLaterLink) unless the caller says otherwise.
 */
export function ButtonLink({
  variant,
  size,
  block,
  className,
  prefetch,
  ...rest
}: ComponentProps<typeof Link> & ButtonLook) {
  const classes = buttonClasses({ variant, size, block, className });
  if (prefetch === undefined) return <PrefetchLaterLink className={classes} {...rest} />;
  return <Link className={classes} prefetch={prefetch} {...rest} />;
}
