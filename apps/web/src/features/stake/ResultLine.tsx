/** What a lock, unlock or vote did, or why it was refused. */
export function ResultLine({ result, testId }: { result: { ok: boolean; text: string } | null; testId?: string }) {
  if (!result) return null;
  return (
    <p role="status" className={`text-callout ${result.ok ? 'text-emerald-700' : 'text-red-600'}`} data-testid={testId}>
      {result.text}
    </p>
  );
}
