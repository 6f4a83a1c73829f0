'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { cx } from '@/components/ui/cx';
import type { BoardProps } from '../board-props';
import { diceOdds, diceTargetAllowed } from '../odds';
import type { DiceOutcome, DiceParams } from '../outcomes';
import { useTimeline } from '../use-timeline';
import styles from './boards.module.css';
import { OddsRow } from './OddsRow';

const ROLL_MS = 700;

/** Dice: a 0-100 track with the target; the roll's marker slides to its value, green when it wins. */
export function DiceBoard(props: BoardProps<DiceParams, DiceOutcome>) {
  const { params, outcome, waiting, reducedMotion, sound, onSettled } = props;
  const [roll, setRoll] = useState<number | null>(null);
  const [settled, setSettled] = useState<DiceOutcome | null>(null);
  const ticker = useRef<ReturnType<typeof setInterval>>(undefined);

  useEffect(() => {
    if (!waiting) return;
    setSettled(null);
    if (reducedMotion) return;
    // While the round is on its way the number flickers, as a die tumbling.
    ticker.current = setInterval(() => {
      setRoll(Math.floor(Math.random() * 10000) / 100);
      sound('tick');
    }, 90);
    return () => clearInterval(ticker.current);
  }, [waiting, reducedMotion, sound]);

  useTimeline(
    outcome,
    (round) => [
      {
        at: 0,
        run: () => {
          clearInterval(ticker.current);
          setRoll(round.roll);
        },
      },
      {
        at: ROLL_MS,
        run: () => {
          setSettled(round);
          sound(round.win ? 'win' : 'lose');
          onSettled();
        },
      },
    ],
    reducedMotion,
  );

  const target = params.target;
  const under = params.direction === 'under';
  return (
    <div className="space-y-3">
      <div className="rounded-card bg-gradient-to-b from-hero-start to-hero-end p-4 ring-1 ring-line">
        <p
          className={cx(
            'text-center font-bold text-5xl tabular-nums',
            settled ? (settled.win ? 'text-success' : 'text-danger') : 'text-ink',
            settled && styles.pop,
          )}
          data-testid="dice-roll"
          aria-live="polite"
        >
          {(roll ?? target).toFixed(2)}
        </p>
        <div className="relative mt-6 h-3 rounded-full bg-danger/70">
          <div
            className="absolute inset-y-0 rounded-full bg-success"
            style={under ? { left: 0, width: `${target}%` } : { left: `${target}%`, right: 0 }}
          />
          {roll !== null && (
            <div
              className="absolute -top-7 -translate-x-1/2 transition-[left] duration-700 ease-out motion-reduce:transition-none"
              // Kept off the very ends so the label stays inside the card.
              style={{ left: `${Math.min(97, Math.max(3, roll))}%` }}
            >
              <div className="rounded-md bg-ink px-1.5 py-0.5 text-caption font-bold text-page tabular-nums">
                {roll.toFixed(2)}
              </div>
              <div className="mx-auto size-0 border-x-4 border-t-4 border-x-transparent border-t-ink" />
            </div>
          )}
        </div>
        <div className="mt-1 flex justify-between text-micro text-subtle">
          <span>0</span>
          <span>25</span>
          <span>50</span>
          <span>75</span>
          <span>100</span>
        </div>
      </div>
      <DiceControls {...props} />
    </div>
  );
}

function DiceControls({ params, onParams, locked }: BoardProps<DiceParams, DiceOutcome>) {
  const t = useTranslations('houseGames');
  const odds = diceOdds(params);
  const setTarget = (raw: number) => {
    const target = Math.round(raw * 100) / 100;
    if (diceTargetAllowed({ ...params, target })) onParams({ ...params, target });
  };
  return (
    <div className="space-y-3 rounded-card bg-surface-raised p-3">
      <label className="block text-callout text-muted">
        <span className="flex justify-between">
          {t('dice.target')}
          <span className="text-ink tabular-nums">{params.target.toFixed(2)}</span>
        </span>
        <input
          type="range"
          min={1}
          max={99}
          step={0.5}
          value={params.target}
          disabled={locked}
          onChange={(e) => setTarget(Number(e.target.value))}
          className="mt-2 w-full accent-primary"
          data-testid="dice-target"
        />
      </label>
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="sr-only">{t('dice.direction')}</legend>
        {(['under', 'over'] as const).map((direction) => (
          <button
            key={direction}
            type="button"
            aria-pressed={params.direction === direction}
            disabled={locked || !diceTargetAllowed({ ...params, direction })}
            onClick={() => onParams({ ...params, direction })}
            className={cx(
              'rounded-control py-2 text-callout font-semibold',
              params.direction === direction ? 'bg-primary text-on-primary' : 'bg-surface text-ink',
            )}
          >
            {t(`dice.${direction}`, { target: params.target.toFixed(2) })}
          </button>
        ))}
      </fieldset>
      <OddsRow odds={odds} />
    </div>
  );
}
