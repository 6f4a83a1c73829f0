'use client';

import { useEffect } from 'react';

/** Spec 2.9 and 8.1: a rendering error shows 'Something went wrong.' and is reported. */
export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error.message.slice(0, 256));
  }, [error]);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-lg font-semibold">Something went wrong.</p>
      <div className="flex gap-3">
        <button type="button" onClick={reset} className="rounded-full bg-black px-5 py-2 text-sm text-white">
          Try again
        </button>
        <a href="/" className="rounded-full px-5 py-2 text-sm underline">
          Home
        </a>
      </div>
    </main>
  );
}
