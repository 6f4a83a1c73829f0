'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { cx } from '@/components/ui/cx';
import type { BoardProps } from '../board-props';
import { crashDurationMs, curvePoints, multiplierAt } from '../crash-curve';
import { CRASH } from '../game-tables';
import type { CrashOutcome, CrashParams } from '../outcomes';
import { useTimeline } from '../use-timeline';
import styles from './boards.module.css';

const WIDTH = 300;
const HEIGHT = 160;
const QUICK_TARGETS = [1.5, 2, 5, 10];

type Phase = 'idle' | 'launch' | 'rising' | 'crashed';

/** Crash: the multiplier climbs along a curve until the round's crash point; the auto cash-out wins at its target. */
export function CrashBoard(props: BoardProps<CrashParams, CrashOutcome>) {
  const { params, outcome, waiting, reducedMotion, sound, onSettled } = props;
  const t = useTranslations('houseGames');
  const [phase, setPhase] = useState<Phase>('idle');
  const [shown, setShown] = useState(1);
  const [cashed, setCashed] = useState(false);
  const frame = useRef(0);

  useEffect(() => {
    if (!waiting) return;
    setPhase('launch');
    setShown(1);
    setCashed(false);
  }, [waiting]);

  useTimeline(
    outcome,
    (round) => [
      {
        at: 0,
        run: () => {
          const finish = () => {
            setShown(round.crashPoint);
            setCashed(round.cashedOut);
            setPhase('crashed');
            sound(round.cashedOut ? 'win' : 'lose');
            onSettled();
          };
          if (reducedMotion) return finish();
          setPhase('rising');
          const start = performance.now();
          const duration = crashDurationMs(round.crashPoint);
          let cashedSoFar = false;
          const step = (now: number) => {
            const elapsed = now - start;
            if (elapsed >= duration) return finish();
            const value = multiplierAt(elapsed, round.crashPoint);
            setShown(value);
            if (!cashedSoFar && value >= round.target) {
              cashedSoFar = true;
              setCashed(true);
              sound('cashout');
            }
            frame.current = requestAnimationFrame(step);
          };
          frame.current = requestAnimationFrame(step);
        },
      },
    ],
    reducedMotion,
  );
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  // Locked during a round: the target set is the one it is played with.
  const target = params.target;
  const top = Math.max(shown * 1.15, Math.min(target * 1.1, Math.max(shown * 2, 2)), 2);
  const targetY = HEIGHT - ((target - 1) / (top - 1)) * HEIGHT;
  const crashed = phase === 'crashed';

  return (
    <div className="space-y-3">
      <div className="relative overflow-hidden rounded-card bg-gradient-to-b from-hero-start to-hero-end p-3 ring-1 ring-line">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-44 w-full" preserveAspectRatio="none" aria-hidden>
          {targetY > 0 && (
            <line
              x1="0"
              x2={WIDTH}
              y1={targetY}
              y2={targetY}
              stroke="#4ade80"
              strokeDasharray="6 5"
              strokeWidth="1.5"
            />
          )}
          {phase !== 'idle' && (
            <polyline
              points={curvePoints(shown, top, WIDTH, HEIGHT)}
              fill="none"
              stroke={crashed && !cashed ? '#ff6b6b' : '#fcd34d'}
              strokeWidth="3"
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          )}
        </svg>
        <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center">
          <p
            className={cx(
              'font-bold text-5xl tabular-nums',
              // A crash is red whatever the player's fate; the cash-out line below says they won.
              crashed ? 'text-danger' : cashed ? 'text-success' : 'text-ink',
              phase === 'launch' && styles.hover,
              crashed && !cashed && styles.shake,
            )}
            data-testid="crash-multiplier"
          >
            {shown.toFixed(2)}×
          </p>
          {crashed && (
            <p className="mt-1 text-callout text-muted">{t('crash.crashedAt', { point: shown.toFixed(2) })}</p>
          )}
          {cashed && (
            <p className={cx('mt-1 font-semibold text-success', styles.pop)}>
              {t('crash.cashedOut', { target: target.toFixed(2) })}
            </p>
          )}
        </div>
      </div>
      <CrashTarget {...props} />
    </div>
  );
}

/** The auto cash-out target: typed (two decimals) or one of the quick picks. */
function CrashTarget({ params, onParams, locked }: BoardProps<CrashParams, CrashOutcome>) {
  const t = useTranslations('houseGames');
  const [text, setText] = useState(params.target.toFixed(2));
  useEffect(() => setText(params.target.toFixed(2)), [params.target]);
  const commit = (raw: string) => {
    const value = Math.round(Number(raw) * 100) / 100;
    const next = Number.isFinite(value) ? Math.min(CRASH.maxTarget, Math.max(CRASH.minTarget, value)) : params.target;
    onParams({ target: next });
    setText(next.toFixed(2));
  };
  return (
    <div className="rounded-card bg-surface-raised p-3">
      <label className="flex items-center justify-between gap-3 text-callout text-muted">
        {t('crash.target')}
        <input
          inputMode="decimal"
          className="w-28 rounded-control bg-surface px-3 py-2 text-right text-body text-ink tabular-nums"
          value={text}
          disabled={locked}
          onChange={(e) => setText(e.target.value)}
          onBlur={(e) => commit(e.target.value)}
          data-testid="crash-target"
        />
      </label>
      <div className="mt-2 grid grid-cols-4 gap-2">
        {QUICK_TARGETS.map((quick) => (
          <button
            key={quick}
            type="button"
            disabled={locked}
            onClick={() => commit(String(quick))}
            className={cx(
              'rounded-control py-1.5 text-callout font-semibold',
              params.target === quick ? 'bg-primary text-on-primary' : 'bg-surface text-ink',
            )}
          >
            {quick.toFixed(2)}×
          </button>
        ))}
      </div>
    </div>
  );
}
