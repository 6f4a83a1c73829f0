/** Shared button looks (white pages, spec 2.8): one primary action, outlined secondary, quiet text. */
const base =
  'inline-flex h-12 w-full items-center justify-center gap-2 rounded-full px-5 text-[15px] font-semibold transition active:scale-[0.98] disabled:pointer-events-none disabled:opacity-40';

export const primaryButton = `${base} bg-amber-400 text-neutral-950 shadow-sm shadow-amber-500/30 hover:bg-amber-300`;
export const darkButton = `${base} bg-neutral-900 text-white hover:bg-neutral-800`;
export const outlineButton = `${base} border border-neutral-200 bg-white text-neutral-900 hover:bg-neutral-50`;
export const textButton =
  'inline-flex items-center justify-center rounded-full px-3 py-2 text-sm font-medium text-neutral-600 hover:text-neutral-900 disabled:opacity-40';
