'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { cx } from '@/components/ui/cx';
import type { BoardProps } from '../board-props';
import { WHEEL } from '../game-tables';
import type { WheelOutcome, WheelParams, WheelRisk } from '../outcomes';
import { useTimeline } from '../use-timeline';
import styles from './boards.module.css';

const SPIN_MS = 4000;
const TURNS = 5;
const RISKS: WheelRisk[] = ['low', 'medium', 'high'];

/** A segment's colour by what it pays: nothing is dark, the higher the warmer. */
function segmentColour(multiplier: number): string {
  if (multiplier === 0) return '#1e293b';
  if (multiplier < 1.5) return '#0ea5e9';
  if (multiplier < 2) return '#22c55e';
  if (multiplier < 4) return '#a855f7';
  if (multiplier < 10) return '#f59e0b';
  return '#ef4444';
}

function segmentPath(index: number, count: number): string {
  const from = ((index / count) * 360 - 90) * (Math.PI / 180);
  const to = (((index + 1) / count) * 360 - 90) * (Math.PI / 180);
  const r = 48;
  const point = (a: number) => `${(50 + r * Math.cos(a)).toFixed(3)} ${(50 + r * Math.sin(a)).toFixed(3)}`;
  return `M50 50 L${point(from)} A${r} ${r} 0 0 1 ${point(to)} Z`;
}

/** Wheel: the ring of the chosen risk spins and lands with the round's segment under the pointer. */
export function WheelBoard(props: BoardProps<WheelParams, WheelOutcome>) {
  const { params, outcome, reducedMotion, sound, onSettled } = props;
  const t = useTranslations('houseGames');
  const [angle, setAngle] = useState(0);
  const [landed, setLanded] = useState<number | null>(null);
  // The controls are locked during a round, so the chosen risk is the ring it is played on.
  const risk = params.risk;
  const ring = WHEEL[risk];
  const step = 360 / ring.length;

  useTimeline(
    outcome,
    (round) => [
      {
        at: 0,
        run: () => {
          setLanded(null);
          sound('spin');
          // Turn forwards from where the wheel is to the angle that puts the segment's middle at the top.
          setAngle((was) => {
            const aim = (360 - (round.segmentIndex * step + step / 2)) % 360;
            const base = was - (was % 360) + 360 * TURNS;
            return base + aim;
          });
        },
      },
      {
        at: SPIN_MS,
        run: () => {
          const multiplier = WHEEL[round.risk][round.segmentIndex] ?? 0;
          setLanded(round.segmentIndex);
          sound(multiplier > 0 ? 'win' : 'lose');
          onSettled();
        },
      },
    ],
    reducedMotion,
  );

  const landedMultiplier = landed === null || outcome?.risk !== risk ? null : (ring[landed] ?? 0);
  return (
    <div className="space-y-3">
      <div className="relative mx-auto aspect-square w-full max-w-72">
        <svg
          viewBox="0 0 100 100"
          className="size-full drop-shadow-lg"
          style={{
            transform: `rotate(${angle}deg)`,
            transition: reducedMotion ? 'none' : `transform ${SPIN_MS}ms cubic-bezier(0.12, 0.8, 0.2, 1)`,
          }}
          aria-hidden
        >
          {ring.map((multiplier, index) => (
            <path
              // biome-ignore lint/suspicious/noArrayIndexKey: segments are fixed positions of the ring
              key={index}
              d={segmentPath(index, ring.length)}
              fill={segmentColour(multiplier)}
              stroke="#01050e"
              strokeWidth="0.6"
              opacity={landedMultiplier === null || landed === index ? 1 : 0.45}
            />
          ))}
          <circle cx="50" cy="50" r="17" fill="#0b1633" stroke="#fcd34d" strokeWidth="1.2" />
        </svg>
        <div className="absolute top-[-2px] left-1/2 size-0 -translate-x-1/2 border-x-[10px] border-t-[18px] border-x-transparent border-t-accent" />
        <p
          className={cx(
            'absolute inset-0 flex items-center justify-center font-bold text-title tabular-nums',
            landedMultiplier === null ? 'text-muted' : landedMultiplier > 0 ? 'text-success' : 'text-danger',
            landedMultiplier !== null && styles.pop,
          )}
          data-testid="wheel-result"
        >
          {landedMultiplier === null ? '—' : `${landedMultiplier.toFixed(2)}×`}
        </p>
      </div>
      <WheelLegend ring={ring} />
      <WheelRiskPicker {...props} />
      <p className="sr-only" aria-live="polite">
        {landedMultiplier !== null && t('wheel.landed', { multiplier: landedMultiplier.toFixed(2) })}
      </p>
    </div>
  );
}

function WheelLegend({ ring }: { ring: number[] }) {
  const values = [...new Set(ring)].sort((a, b) => a - b);
  return (
    <div className="flex flex-wrap justify-center gap-2">
      {values.map((multiplier) => (
        <span key={multiplier} className="flex items-center gap-1 text-caption text-muted tabular-nums">
          <span className="size-2.5 rounded-full" style={{ background: segmentColour(multiplier) }} />
          {multiplier.toFixed(2)}×
        </span>
      ))}
    </div>
  );
}

function WheelRiskPicker({ params, onParams, locked }: BoardProps<WheelParams, WheelOutcome>) {
  const t = useTranslations('houseGames');
  return (
    <div className="rounded-card bg-surface-raised p-3">
      <p className="text-callout text-muted">{t('wheel.risk')}</p>
      <fieldset className="mt-2 grid grid-cols-3 gap-2">
        <legend className="sr-only">{t('wheel.risk')}</legend>
        {RISKS.map((risk) => (
          <button
            key={risk}
            type="button"
            aria-pressed={params.risk === risk}
            disabled={locked}
            onClick={() => onParams({ risk })}
            className={cx(
              'rounded-control py-2 text-callout font-semibold',
              params.risk === risk ? 'bg-primary text-on-primary' : 'bg-surface text-ink',
            )}
          >
            {t(`wheel.${risk}`)}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
