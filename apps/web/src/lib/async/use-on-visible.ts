'use client';

import { useEffect, useRef } from 'react';
import { LAZY_MARGIN } from './lazy-margin';

/**
 * Calls `onVisible` when the returned element comes within 200 px of the viewport (spec 9's margin),
 * and again after each change of `enabled` (the next page of a list once the last one loaded).
 */
export function useOnVisible<E extends HTMLElement = HTMLDivElement>(onVisible: () => void, enabled: boolean) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const target = ref.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onVisible(), {
      rootMargin: LAZY_MARGIN,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [onVisible, enabled]);
  return ref;
}
