'use client';

import { type ReactNode, useId } from 'react';
import { useModalDialog } from '../use-modal-dialog';
import { cx } from './cx';

export interface SheetProps {
  open: boolean;
  /** Called on Escape, on a press outside the sheet and on the close button. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** Accessible name of the close button; without it there is no close button (Escape still closes). */
  closeLabel?: string;
  children: ReactNode;
  /** Actions pinned under the scrolling content. */
  footer?: ReactNode;
  className?: string;
}

/**
 * A bottom sheet on the native <dialog> (top layer, focus kept inside, the page behind inert).
 * Its content is mounted only while open, so a closed sheet costs nothing but this shell; load the
 * sheet itself with next/dynamic where it is not shown at start.
 */
export function Sheet({ open, onClose, title, description, closeLabel, children, footer, className }: SheetProps) {
  const ref = useModalDialog(open);
  const titleId = useId();
  const descriptionId = useId();

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes the sheet with Escape (onCancel)
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A press on the backdrop lands on the <dialog> itself, never on its content.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={cx(
        'mt-auto mb-0 w-full max-w-none rounded-t-sheet bg-surface-raised p-0 text-ink shadow-raised outline-none',
        'backdrop:bg-black/60 motion-safe:open:animate-sheet-in sm:mx-auto sm:max-w-md',
        className,
      )}
    >
      {open && (
        <div className="flex max-h-[85dvh] flex-col pb-[env(safe-area-inset-bottom)]">
          <span aria-hidden="true" className="mx-auto mt-2.5 h-1 w-10 shrink-0 rounded-full bg-ink/20" />
          <div className="flex items-start gap-3 px-5 pt-3">
            <div className="min-w-0 flex-1">
              <h2
                id={titleId}
                tabIndex={-1}
                // biome-ignore lint/a11y/noAutofocus: a modal moves focus into itself; the title is read first
                autoFocus
                className="text-headline outline-none"
              >
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-1 text-callout text-muted">
                  {description}
                </p>
              )}
            </div>
            {closeLabel && (
              <button
                type="button"
                onClick={onClose}
                aria-label={closeLabel}
                className="-mt-1 -mr-2 flex size-9 shrink-0 items-center justify-center rounded-full text-muted hover:bg-ink/8"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
                  <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            )}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pt-3 pb-5">{children}</div>
          {footer && <div className="border-t border-line px-5 py-3">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
