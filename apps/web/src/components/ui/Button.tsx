import type { ButtonHTMLAttributes } from 'react';
import { type ButtonLook, buttonClasses } from './button-classes';
import { Spinner } from './Spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /**
   * Shows a spinner in place of the label (the label keeps the width and stays the accessible name),
   * marks the button aria-busy and ignores presses until it ends.
   */
  loading?: boolean;
}

/** The design system's button: primary, secondary, ghost or destructive, in three sizes. */
export function Button({
  variant,
  size,
  block,
  loading = false,
  className,
  children,
  disabled,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, block, className })}
      disabled={disabled}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      onClick={loading ? undefined : onClick}
      {...rest}
    >
      {loading && (
        <span className="absolute inset-0 flex items-center justify-center">
          <Spinner className="size-[1.15em]" />
        </span>
      )}
      <span className={loading ? 'inline-flex items-center gap-2 opacity-0' : 'inline-flex items-center gap-2'}>
        {children}
      </span>
    </button>
  );
}
