'use client';

import { type ReactNode, useId } from 'react';
import { CloseIcon } from './icons';
import { useModalDialog } from './use-modal-dialog';

/**
 * A modal on the native <dialog> (top layer, focus kept inside, Escape). `onClose` undefined makes
 * it non-closable: Escape is ignored and there is no close button. `closeButton: false` leaves the
 * corner button out when the dialog has its own close action.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  closeLabel,
  placement = 'center',
  closeButton = true,
}: {
  open: boolean;
  title: string;
  onClose?: () => void;
  children: ReactNode;
  footer?: ReactNode;
  closeLabel?: string;
  placement?: 'center' | 'bottom';
  closeButton?: boolean;
}) {
  const ref = useModalDialog(open);
  const titleId = useId();

  const position =
    placement === 'bottom'
      ? 'mt-auto mb-0 w-full max-w-none rounded-t-3xl sm:mx-auto sm:mb-auto sm:max-w-sm sm:rounded-3xl'
      : 'm-auto w-[calc(100%-2.5rem)] max-w-sm rounded-3xl';

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
      className={`${position} bg-white p-0 text-neutral-900 shadow-2xl outline-none backdrop:bg-black/50`}
    >
      {open && (
        <div className="flex max-h-[85dvh] flex-col">
          <div className="flex items-start justify-between gap-3 px-5 pt-5">
            {/* Focus starts on the title (read out first), not on the close button. */}
            <h2
              id={titleId}
              tabIndex={-1}
              // biome-ignore lint/a11y/noAutofocus: a modal must move focus into itself; the title is the calmest target
              autoFocus
              className={`text-lg font-bold outline-none ${onClose && closeButton ? '' : 'w-full text-center'}`}
            >
              {title}
            </h2>
            {onClose && closeButton && (
              <button
                type="button"
                onClick={onClose}
                aria-label={closeLabel}
                className="-mt-1 -mr-2 flex size-9 shrink-0 items-center justify-center rounded-full text-neutral-500 hover:bg-neutral-100"
              >
                <CloseIcon />
              </button>
            )}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pt-2 pb-5">{children}</div>
          {footer && <div className="border-t border-neutral-100 px-5 py-3">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
