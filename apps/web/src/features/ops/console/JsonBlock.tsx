/** A value the API keeps as JSON (an audit change, an approval's payload), pretty-printed; "—" for none. */
export function JsonBlock({ value }: { value: unknown }) {
  return (
    <pre className="max-h-80 overflow-auto rounded-control bg-white p-3 font-mono text-caption whitespace-pre-wrap break-all">
      {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
    </pre>
  );
}
