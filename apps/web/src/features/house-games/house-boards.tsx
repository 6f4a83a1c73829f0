'use client';

import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { BoardProps } from './board-props';
import type { HouseGameId } from './outcomes';

// biome-ignore lint/suspicious/noExplicitAny: each board has its own params and outcome; the screen passes them through untouched
type AnyBoard = ComponentType<BoardProps<any, any>>;

/** Each game's board is its own chunk: a game page loads only the board it shows. */
export const HOUSE_BOARDS: Record<HouseGameId, { Board: AnyBoard; defaultParams: unknown }> = {
  'house-tiger': { Board: dynamic(() => import('./boards/TigerBoard').then((m) => m.TigerBoard)), defaultParams: {} },
  'house-crash': {
    Board: dynamic(() => import('./boards/CrashBoard').then((m) => m.CrashBoard)),
    defaultParams: { target: 2 },
  },
  'house-dice': {
    Board: dynamic(() => import('./boards/DiceBoard').then((m) => m.DiceBoard)),
    defaultParams: { target: 50, direction: 'under' },
  },
  'house-mines': {
    Board: dynamic(() => import('./boards/MinesBoard').then((m) => m.MinesBoard)),
    defaultParams: { mines: 3, picks: [6, 12, 18] },
  },
  'house-wheel': {
    Board: dynamic(() => import('./boards/WheelBoard').then((m) => m.WheelBoard)),
    defaultParams: { risk: 'medium' },
  },
};
