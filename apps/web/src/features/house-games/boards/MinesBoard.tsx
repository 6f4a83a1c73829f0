'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { cx } from '@/components/ui/cx';
import type { BoardProps } from '../board-props';
import { MINES } from '../game-tables';
import { minesOdds } from '../odds';
import type { MinesOutcome, MinesParams } from '../outcomes';
import { useTimeline } from '../use-timeline';
import styles from './boards.module.css';
import { OddsRow } from './OddsRow';

const REVEAL_EVERY_MS = 180;
const CELLS = Array.from({ length: MINES.cells }, (_, cell) => cell);

/**
 * Mines as one bet: the player marks the cells to open and the number of mines, then plays; the
 * picked cells open one by one, then every mine shows.
 */
export function MinesBoard(props: BoardProps<MinesParams, MinesOutcome>) {
  const { params, onParams, outcome, waiting, locked, reducedMotion, sound, onSettled } = props;
  const t = useTranslations('houseGames');
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const [minesShown, setMinesShown] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    if (!waiting) return;
    setOpened(new Set());
    setMinesShown(new Set());
  }, [waiting]);

  useTimeline(
    outcome,
    (round) => {
      // Cells open in the order picked and stop at the first mine, as they would one tap at a time.
      const hitAt = round.hitMine === null ? round.picks.length : round.picks.indexOf(round.hitMine) + 1;
      const openOrder = round.picks.slice(0, hitAt);
      return [
        ...openOrder.map((cell, i) => ({
          at: i * REVEAL_EVERY_MS,
          run: () => {
            setOpened((s) => new Set(s).add(cell));
            sound(round.minePositions.includes(cell) ? 'lose' : 'reveal');
          },
        })),
        {
          at: openOrder.length * REVEAL_EVERY_MS + 250,
          run: () => {
            setOpened(new Set(round.picks));
            setMinesShown(new Set(round.minePositions));
            if (round.win) sound('win');
            onSettled();
          },
        },
      ];
    },
    reducedMotion,
  );

  const picks = new Set(params.picks);
  const mines = new Set(outcome?.minePositions ?? []);
  const toggle = (cell: number) => {
    if (locked) return;
    // Marking a cell starts a new board: the last round's reveal goes away.
    setOpened(new Set());
    setMinesShown(new Set());
    const next = picks.has(cell) ? params.picks.filter((c) => c !== cell) : [...params.picks, cell];
    if (next.length <= MINES.cells - params.mines) onParams({ ...params, picks: next });
  };

  return (
    <div className="space-y-3">
      <div className="grid grid-cols-5 gap-1.5 rounded-card bg-gradient-to-b from-hero-start to-hero-end p-2 ring-1 ring-line">
        {CELLS.map((cell) => {
          const isOpen = opened.has(cell) || minesShown.has(cell);
          const isMine = mines.has(cell) && isOpen;
          return (
            <button
              key={cell}
              type="button"
              onClick={() => toggle(cell)}
              aria-pressed={picks.has(cell)}
              aria-label={t('mines.cell', { cell: cell + 1 })}
              data-testid={`mines-cell-${cell}`}
              data-state={isOpen ? (isMine ? 'mine' : 'gem') : picks.has(cell) ? 'picked' : 'closed'}
              className={cx(
                'flex aspect-square items-center justify-center rounded-control transition',
                isOpen
                  ? isMine
                    ? 'bg-danger/25'
                    : picks.has(cell)
                      ? 'bg-success/25 ring-2 ring-success'
                      : 'bg-surface/60'
                  : picks.has(cell)
                    ? 'bg-primary/30 ring-2 ring-primary'
                    : 'bg-surface-raised',
              )}
            >
              {isOpen && (
                <span className={cx('size-3/5', styles.pop, !picks.has(cell) && 'opacity-50')}>
                  {isMine ? <MineIcon /> : <GemIcon />}
                </span>
              )}
            </button>
          );
        })}
      </div>
      <MinesControls {...props} />
    </div>
  );
}

function MinesControls({ params, onParams, locked }: BoardProps<MinesParams, MinesOutcome>) {
  const t = useTranslations('houseGames');
  const odds = params.picks.length > 0 ? minesOdds(params.mines, params.picks.length) : null;
  const setMines = (mines: number) => {
    // Fewer safe cells than picks: drop the last picks so the bet stays valid.
    onParams({ mines, picks: params.picks.slice(0, MINES.cells - mines) });
  };
  return (
    <div className="space-y-3 rounded-card bg-surface-raised p-3">
      <label className="flex items-center justify-between gap-3 text-callout text-muted">
        {t('mines.count')}
        <select
          value={params.mines}
          disabled={locked}
          onChange={(e) => setMines(Number(e.target.value))}
          className="rounded-control bg-surface px-3 py-2 text-body text-ink"
          data-testid="mines-count"
        >
          {Array.from({ length: MINES.maxMines - MINES.minMines + 1 }, (_, i) => i + MINES.minMines).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <p className="text-callout text-muted">{t('mines.picked', { count: params.picks.length })}</p>
      {odds && <OddsRow odds={odds} />}
      <button
        type="button"
        disabled={locked || params.picks.length === 0}
        onClick={() => onParams({ ...params, picks: [] })}
        className="text-callout text-link disabled:opacity-40"
      >
        {t('mines.clear')}
      </button>
    </div>
  );
}

function GemIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-full" aria-hidden>
      <path d="M6 3h12l4 6-10 12L2 9z" fill="#4ade80" />
      <path d="M2 9h20M8 3l4 18 4-18" stroke="#14532d" strokeWidth="1" fill="none" />
    </svg>
  );
}

function MineIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-full" aria-hidden>
      <path d="M12 1v4M12 19v4M1 12h4M19 12h4M4 4l3 3M17 17l3 3M4 20l3-3M17 7l3-3" stroke="#ff6b6b" strokeWidth="2" />
      <circle cx="12" cy="12" r="7" fill="#ff6b6b" />
      <circle cx="9.5" cy="9.5" r="2" fill="#fff" opacity="0.7" />
    </svg>
  );
}
