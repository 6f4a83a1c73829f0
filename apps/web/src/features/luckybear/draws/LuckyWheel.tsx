'use client';

import { polar, segmentAngle, slicePath } from './wheel-geometry';

const PALETTE = ['#FF6B8B', '#5B2BA8', '#FFC83D', '#1F7A9C', '#FF9E4A', '#B5306B', '#5EE39A', '#3B1E6E'];
/** Text that reads on each palette colour. */
const INK = ['#2A0A14', '#FFF7E6', '#2A1500', '#FFF7E6', '#2A1200', '#FFF7E6', '#06301A', '#FFF7E6'];

/** How long a spin takes to settle. */
export const SPIN_SECONDS = 4.2;

const SIZE = 300;
const C = SIZE / 2;
const R = 138;

export interface WheelSegment {
  id: string;
  label: string;
}

/**
 * The lucky wheel (issue 13): one slice per prize in the server's wheel order, turned to `rotation`
 * degrees by a CSS transition. The wheel only shows where the server's draw landed: the parent sets
 * the rotation from the answer's index (wheel-geometry.ts), never from a draw of its own.
 */
export function LuckyWheel({
  segments,
  rotation,
  spinning,
  label,
  onSettled,
}: {
  segments: readonly WheelSegment[];
  rotation: number;
  spinning: boolean;
  label: string;
  onSettled: () => void;
}) {
  const step = segmentAngle(segments.length);
  // Reduced motion: the wheel still moves to the prize, briefly, instead of a long spin.
  const reduced = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[300px]" data-testid="lucky-wheel">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="absolute inset-0 size-full" role="img" aria-label={label}>
        <defs>
          <linearGradient id="wheel-rim" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#FFE9A3" />
            <stop offset="1" stopColor="#C07A05" />
          </linearGradient>
        </defs>
        <circle cx={C} cy={C} r={R + 10} fill="url(#wheel-rim)" />
        <g
          data-testid="lucky-wheel-disc"
          data-rotation={rotation}
          style={{
            transform: `rotate(${rotation}deg)`,
            transformOrigin: `${C}px ${C}px`,
            transition: spinning
              ? `transform ${reduced ? 0.6 : SPIN_SECONDS}s cubic-bezier(0.12, 0.6, 0.08, 1)`
              : 'none',
          }}
          onTransitionEnd={onSettled}
        >
          {segments.map((s, i) => {
            const from = i * step;
            const [tx, ty] = polar(C, C, R * 0.64, from + step / 2);
            return (
              <g key={s.id}>
                <path d={slicePath(C, C, R, from, from + step)} fill={PALETTE[i % PALETTE.length]} />
                <text
                  x={tx}
                  y={ty}
                  fill={INK[i % INK.length]}
                  fontSize={segments.length > 10 ? 10 : 12}
                  fontWeight={800}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  transform={`rotate(${from + step / 2 - 90} ${tx} ${ty})`}
                >
                  {s.label.length > 14 ? `${s.label.slice(0, 13)}…` : s.label}
                </text>
              </g>
            );
          })}
          {segments.map((s, i) => {
            const [x, y] = polar(C, C, R + 5, i * step);
            return <circle key={`${s.id}-pin`} cx={x} cy={y} r={3} fill="#FFF6D6" />;
          })}
        </g>
        <circle cx={C} cy={C} r={22} fill="url(#wheel-rim)" stroke="#8A5A00" strokeWidth={3} />
        <path d={`M${C - 13} 4 H${C + 13} L${C} 34 Z`} fill="#FFF6D6" stroke="#8A5A00" strokeWidth={2.5} />
      </svg>
    </div>
  );
}
