'use client';

/** What the last action of a form said: a status when it worked, an alert when it did not (gifts, stake, follow tasks). */
export function ResultLine({ result, testId }: { result: { ok: boolean; text: string } | null; testId?: string }) {
  if (!result) return null;
  return (
    <p
      role={result.ok ? 'status' : 'alert'}
      className={result.ok ? 'text-emerald-700' : 'text-red-600'}
      data-testid={testId}
    >
      {result.text}
    </p>
  );
}
