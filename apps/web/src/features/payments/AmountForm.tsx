'use client';

import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { useRequestId } from './use-request-id';

/**
 * What the recharge and withdraw forms share: the typed amount, the server's refusal shown in place
 * (the envelope's message or field, spec 8.4), the state of leaving for the next page, and one request
 * id per intent (use-request-id.ts).
 */
export function useAmountForm() {
  const errorText = useErrorText();
  const requestId = useRequestId();
  const [input, setInput] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  return {
    input,
    /** A new amount clears the last refusal: it was about the old one. */
    setInput: (text: string) => {
      setInput(text);
      setFailure(null);
    },
    failure,
    fail: (error: unknown) => setFailure(errorText(error)),
    clearFailure: () => setFailure(null),
    leaving,
    leave: () => setLeaving(true),
    requestId,
  };
}

/** The form around an amount: its fields, the refusal in place, the submit button (pressed once). */
export function AmountForm({
  onSubmit,
  failure,
  testIdPrefix,
  submitLabel,
  ready,
  busy,
  children,
  footer,
}: {
  onSubmit: () => void;
  failure: string | null;
  /** `<prefix>-error` and `<prefix>-submit`. */
  testIdPrefix: string;
  submitLabel: string;
  ready: boolean;
  busy: boolean;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready && !busy) onSubmit();
      }}
    >
      {children}
      {failure && (
        <p
          role="alert"
          className="rounded-control bg-danger/10 px-4 py-3 text-callout text-danger"
          data-testid={`${testIdPrefix}-error`}
        >
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" block disabled={!ready} loading={busy} data-testid={`${testIdPrefix}-submit`}>
        {submitLabel}
      </Button>
      {footer}
    </form>
  );
}
