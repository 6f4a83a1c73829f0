import Link from 'next/link';
import type { ComponentProps } from 'react';
import { type ButtonLook, buttonClasses } from './button-classes';

/** A link that looks like a Button (navigation is a link, not a button with a click handler). */
export function ButtonLink({ variant, size, block, className, ...rest }: ComponentProps<typeof Link> & ButtonLook) {
  return <Link className={buttonClasses({ variant, size, block, className })} {...rest} />;
}
