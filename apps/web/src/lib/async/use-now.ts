'use client';

import { useEffect, useState } from 'react';

/** The current time, ticking every `everyMs` (countdowns: the missions' reset, an invest position's maturity). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
