'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { cx } from '@/components/ui/cx';
import type { BoardProps } from '../board-props';
import { TIGER } from '../game-tables';
import type { TigerOutcome } from '../outcomes';
import { useTimeline } from '../use-timeline';
import styles from './boards.module.css';
import { TigerSymbol } from './TigerSymbol';

type TigerParams = Record<string, never>;

const FIRST_STOP_MS = 450;
const BETWEEN_STOPS_MS = 260;
/** What the reels show before the first round: a calm, winless window. */
const OPENING_GRID = [
  ['A', 'koi', 'J'],
  ['lantern', 'K', 'coin'],
  ['Q', 'tiger', 'A'],
  ['coin', 'J', 'dragon'],
  ['K', 'Q', 'lantern'],
];
/** A blurred strip of every symbol, twice, so the looping scroll has no seam. */
const SPIN_STRIP = [...TIGER.symbols, ...TIGER.symbols];

/** "Tiger": five reels spin, stop one by one on the round's stops, then the paying lines light up. */
export function TigerBoard({
  waiting,
  outcome,
  reducedMotion,
  sound,
  onSettled,
}: BoardProps<TigerParams, TigerOutcome>) {
  const t = useTranslations('houseGames');
  const [grid, setGrid] = useState<string[][]>(OPENING_GRID);
  const [spinning, setSpinning] = useState<boolean[]>(() => Array(TIGER.reels).fill(false));
  const [lines, setLines] = useState<TigerOutcome['lineWins']>([]);

  useEffect(() => {
    if (!waiting) return;
    setLines([]);
    setSpinning(Array(TIGER.reels).fill(!reducedMotion));
    sound('spin');
  }, [waiting, reducedMotion, sound]);

  useTimeline(
    outcome,
    (round) => [
      ...round.grid.map((column, reel) => ({
        at: FIRST_STOP_MS + reel * BETWEEN_STOPS_MS,
        run: () => {
          setGrid((shown) => shown.map((c, i) => (i === reel ? column : c)));
          setSpinning((s) => s.map((v, i) => (i === reel ? false : v)));
          sound('stop');
        },
      })),
      {
        at: FIRST_STOP_MS + TIGER.reels * BETWEEN_STOPS_MS,
        run: () => {
          setLines(round.lineWins);
          sound(round.lineWins.length > 0 ? 'win' : 'lose');
          onSettled();
        },
      },
    ],
    reducedMotion,
  );

  const winning = new Set(
    lines.flatMap((win) =>
      Array.from({ length: win.count }, (_, reel) => `${reel}:${TIGER.paylines[win.line]?.[reel] ?? 0}`),
    ),
  );

  return (
    <div className="relative rounded-card bg-gradient-to-b from-amber-900/60 to-hero-end p-2 ring-2 ring-amber-400/50">
      <div className="relative grid grid-cols-5 gap-1.5" data-testid="tiger-reels">
        {grid.map((column, reel) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the reels are fixed positions
            key={reel}
            className="relative aspect-[1/3] overflow-hidden rounded-control bg-surface"
          >
            {spinning[reel] ? (
              <div
                className={cx('absolute inset-x-0 top-0 flex flex-col', styles.reelStrip)}
                // Each reel at its own point of the strip, as real reels never turn in step.
                style={{ animationDelay: `${-reel * 0.11}s` }}
              >
                {[...SPIN_STRIP, ...SPIN_STRIP].map((symbol, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a decorative strip of repeated symbols
                  <div key={i} className="aspect-square p-1.5">
                    <TigerSymbol symbol={symbol} />
                  </div>
                ))}
              </div>
            ) : (
              <div className={cx('grid h-full grid-rows-3', outcome && styles.reelLand)}>
                {column.map((symbol, row) => (
                  <div
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows are fixed positions
                    key={row}
                    className={cx('m-0.5 rounded-lg p-1', winning.has(`${reel}:${row}`) && styles.winCell)}
                    data-symbol={symbol}
                  >
                    <TigerSymbol symbol={symbol} />
                  </div>
                ))}
              </div>
            )}
          </div>
        ))}
        <PaylineOverlay lines={lines} />
      </div>
      {lines.length > 0 && (
        <p className="mt-2 text-center text-callout text-accent" aria-live="polite">
          {t('tiger.lines', { count: lines.length })}
        </p>
      )}
    </div>
  );
}

/** The paying lines drawn through the centres of their cells, over as many reels as they pay. */
function PaylineOverlay({ lines }: { lines: TigerOutcome['lineWins'] }) {
  if (lines.length === 0) return null;
  return (
    <svg
      className="pointer-events-none absolute inset-0 size-full"
      viewBox="0 0 100 60"
      preserveAspectRatio="none"
      aria-hidden
    >
      {lines.map((win) => {
        const rows = TIGER.paylines[win.line] ?? [];
        const points = rows
          .slice(0, win.count)
          .map((row, reel) => `${reel * 20 + 10},${row * 20 + 10}`)
          .join(' ');
        return (
          <polyline
            key={win.line}
            points={points}
            fill="none"
            stroke="#fcd34d"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
            className={styles.lineDraw}
          />
        );
      })}
    </svg>
  );
}
