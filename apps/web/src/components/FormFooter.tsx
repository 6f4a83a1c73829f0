'use client';

import { ResultLine } from './ResultLine';
import { Button } from './ui/Button';

/** The foot of a money form: what the submit will hold, the submit button, and what the last submit said. */
export function FormFooter({
  note,
  submitLabel,
  pending,
  submitTestId,
  result,
  resultTestId,
}: {
  note: string;
  submitLabel: string;
  pending: boolean;
  submitTestId: string;
  result: { ok: boolean; text: string } | null;
  resultTestId: string;
}) {
  return (
    <>
      <p className="text-caption text-muted">{note}</p>
      <Button type="submit" loading={pending} data-testid={submitTestId}>
        {submitLabel}
      </Button>
      <ResultLine result={result} testId={resultTestId} />
    </>
  );
}
