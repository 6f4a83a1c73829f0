import { cx } from './cx';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost', 'destructive'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

const BASE =
  'relative inline-flex shrink-0 select-none items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition active:scale-[0.98] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:pointer-events-none disabled:opacity-45 aria-busy:pointer-events-none';

const VARIANT: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-on-primary shadow-sm hover:brightness-105',
  secondary: 'bg-surface-raised text-ink ring-1 ring-line ring-inset hover:brightness-110',
  ghost: 'bg-transparent text-ink hover:bg-ink/8',
  destructive: 'bg-danger text-on-danger hover:brightness-105',
};

const SIZE: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-callout',
  md: 'h-11 px-5 text-body',
  lg: 'h-13 px-6 text-headline',
};

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
  className?: string;
}

/** The classes of a button look, for <button> (Button) and for links that look like one (ButtonLink). */
export function buttonClasses({ variant = 'primary', size = 'md', block = false, className }: ButtonLook = {}): string {
  return cx(BASE, VARIANT[variant], SIZE[size], block && 'w-full', className);
}

/**
 * The white pages' own button looks (spec 2.8): one primary action, a dark one, outlined secondary
 * and quiet text, full width at 48 px. They keep the fixed amber of those pages where the variants
 * above follow the messenger's theme colours.
 */
const PAGE_BASE =
  'inline-flex h-12 w-full items-center justify-center gap-2 rounded-full px-5 text-[15px] font-semibold transition active:scale-[0.98] disabled:pointer-events-none disabled:opacity-40';

export const pageButton = {
  primary: `${PAGE_BASE} bg-amber-400 text-neutral-950 shadow-sm shadow-amber-500/30 hover:bg-amber-300`,
  dark: `${PAGE_BASE} bg-neutral-900 text-white hover:bg-neutral-800`,
  outline: `${PAGE_BASE} border border-neutral-200 bg-white text-neutral-900 hover:bg-neutral-50`,
  text: 'inline-flex items-center justify-center rounded-full px-3 py-2 text-sm font-medium text-neutral-600 hover:text-neutral-900 disabled:opacity-40',
  /** The outlined secondary action on a dark page (the landing pages' hero gradients). */
  onDark: `${PAGE_BASE} border border-white/40 bg-transparent text-white hover:bg-white/10`,
} as const;
