'use client';

import { useCallback, useEffect, useState } from 'react';
import { localStorageOrUndefined } from '@/lib/storage/local-storage';
import { playSound, type SoundName } from './sound';

const KEY = 'house-games.sound';

/** The sound toggle: off by default, remembered on this device (in the frame's own storage). */
export function useSoundSetting() {
  const [on, setOn] = useState(false);
  useEffect(() => setOn(localStorageOrUndefined()?.getItem(KEY) === 'on'), []);
  const toggle = useCallback(() => {
    setOn((was) => {
      const next = !was;
      localStorageOrUndefined()?.setItem(KEY, next ? 'on' : 'off');
      return next;
    });
  }, []);
  const play = useCallback((name: SoundName) => on && playSound(name), [on]);
  return { on, toggle, play };
}

/** The player's reduced-motion wish: the boards then jump to the result. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}
