import type { ReactNode } from 'react';
import { BackIcon } from './icons';
import { PrefetchLaterLink } from './PrefetchLaterLink';

/**
 * The top bar of a sub-screen: a back link (every screen has a way back), the title, if any, and an
 * optional action at the right.
 */
export function ScreenHeader({
  title,
  backHref,
  backLabel,
  action,
  dark = false,
}: {
  title?: string;
  backHref: string;
  backLabel: string;
  action?: ReactNode;
  /** On the dark pages (spec 2.8 #01050E): light text on the page's own colour. */
  dark?: boolean;
}) {
  return (
    <header className={`sticky top-0 z-10 flex h-14 items-center gap-1 px-2 ${dark ? 'bg-[#01050E]' : 'bg-white'}`}>
      <PrefetchLaterLink
        href={backHref}
        aria-label={backLabel}
        className={`flex size-10 items-center justify-center rounded-full ${
          dark ? 'text-white hover:bg-white/10' : 'text-neutral-900 hover:bg-neutral-100'
        }`}
      >
        <BackIcon />
      </PrefetchLaterLink>
      {title && (
        <h1 className={`min-w-0 flex-1 truncate text-[17px] font-semibold ${dark ? 'text-white' : 'text-neutral-900'}`}>
          {title}
        </h1>
      )}
      {action && <div className="ml-auto flex shrink-0 items-center pr-1">{action}</div>}
    </header>
  );
}
