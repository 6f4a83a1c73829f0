'use client';

import { type PointerEvent, useRef, useState } from 'react';
import { dragOffset, isSidewaysDrag, settleStep } from './swipe';

interface Gesture {
  id: number;
  x: number;
  y: number;
  at: number;
  sideways: boolean;
}

/**
 * Pointer handlers for a horizontal track of `count` steps (touch, pen or mouse): `offset` is how far
 * the current step follows the finger, in px; on release `onSettle` gets the step to show. A drag
 * that starts vertical is left to the page's scroll (the track has touch-action: pan-y).
 */
export function useSwipe(index: number, count: number, onSettle: (index: number) => void) {
  const gesture = useRef<Gesture | null>(null);
  const [offset, setOffset] = useState(0);

  function end(event: PointerEvent<HTMLElement>, cancelled: boolean) {
    const g = gesture.current;
    gesture.current = null;
    if (!g || g.id !== event.pointerId || !g.sideways) return;
    setOffset(0);
    if (cancelled) return;
    const dx = event.clientX - g.x;
    onSettle(settleStep({ index, count, dx, ms: event.timeStamp - g.at, width: event.currentTarget.clientWidth }));
  }

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      gesture.current = {
        id: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        at: event.timeStamp,
        sideways: false,
      };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const g = gesture.current;
      if (!g || g.id !== event.pointerId) return;
      const dx = event.clientX - g.x;
      if (!g.sideways) {
        if (!isSidewaysDrag(dx, event.clientY - g.y)) return;
        g.sideways = true;
        // The track keeps the pointer past its edges until the finger lifts.
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }
      setOffset(dragOffset(index, count, dx));
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, false),
    onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, true),
  };

  return { offset, dragging: offset !== 0, handlers };
}
