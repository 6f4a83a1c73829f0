import type { ReactNode } from 'react';
import { BrandMark } from './BrandMark';

/**
 * A whole-page status (not found, something went wrong): the brand mark, an optional code above the
 * title, one line of explanation and the way on. `<title>` is rendered here because not-found and
 * error pages cannot export metadata; React puts it in the head.
 */
export function StatusScreen({
  code,
  title,
  text,
  documentTitle,
  children,
  testId,
}: {
  code?: string;
  title: string;
  text?: string;
  /** The tab's title (e.g. "Page not found | Platform"), for pages without metadata of their own. */
  documentTitle?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <main
      data-testid={testId}
      className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-white px-6 py-12 text-center text-neutral-900"
    >
      {documentTitle && <title>{documentTitle}</title>}
      <BrandMark />
      <div className="flex max-w-xs flex-col gap-2">
        {code && <p className="text-sm font-semibold tracking-[0.2em] text-amber-500">{code}</p>}
        <h1 className="text-2xl font-bold">{title}</h1>
        {text && <p className="text-[15px] leading-relaxed text-neutral-500">{text}</p>}
      </div>
      <div className="flex w-full max-w-xs flex-col gap-2">{children}</div>
    </main>
  );
}
