'use client';

import type { PetRollConfig } from '@app/shared/pets/petgame-contracts';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

const TILE = 76;
/** Whole turns of the table before the reel stops on the prize. */
const LOOPS = 5;

/**
 * The roll's reel: the prize table's tiles in a strip that, once the answer is in, runs LOOPS times round
 * and stops with the prize under the pointer (a CSS transition; at once with reduced motion). A new
 * `spin` starts from the first tile again.
 */
export function RollReel({
  prizes,
  landOn,
  spin,
  onLanded,
}: {
  prizes: PetRollConfig['prizes'];
  landOn: number | null;
  spin: number;
  onLanded: () => void;
}) {
  const [offset, setOffset] = useState(0);
  const strip = Array.from({ length: LOOPS + 2 }, () => prizes).flat();
  useEffect(() => {
    if (landOn === null) {
      setOffset(0);
      return;
    }
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const target = LOOPS * prizes.length + landOn;
    // One frame at the start, then the move, so the transition runs from the first tile.
    const frame = requestAnimationFrame(() => setOffset(target));
    if (reduced) onLanded();
    return () => cancelAnimationFrame(frame);
  }, [landOn, prizes.length, onLanded]);
  return (
    <div className="relative h-[96px] w-full overflow-hidden rounded-2xl bg-[#2E1065]" data-testid="roll-reel">
      <div
        key={spin}
        className="absolute top-2 left-1/2 flex motion-reduce:transition-none"
        style={{
          transform: `translateX(${-(offset * TILE + TILE / 2)}px)`,
          transition: offset === 0 ? 'none' : 'transform 2.6s cubic-bezier(0.12, 0.8, 0.22, 1)',
        }}
        onTransitionEnd={onLanded}
      >
        {strip.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the strip repeats the table; a tile is its place in it
          <PrizeTile key={i} prize={p} />
        ))}
      </div>
      <div
        className="pointer-events-none absolute inset-y-0 left-1/2 w-[3px] -translate-x-1/2 bg-[#FACC15]"
        aria-hidden="true"
      />
    </div>
  );
}

const RARITY_COLOUR = { common: '#94A3B8', rare: '#38BDF8', epic: '#A78BFA', legendary: '#FACC15' } as const;

function PrizeTile({ prize }: { prize: PetRollConfig['prizes'][number] }) {
  const t = useTranslations('pets');
  const colour = prize.rarity ? RARITY_COLOUR[prize.rarity] : '#F59E0B';
  return (
    <div
      className="mx-[3px] flex h-[80px] w-[70px] flex-col items-center justify-center rounded-xl bg-white/95 text-center"
      style={{ borderBottom: `5px solid ${colour}` }}
    >
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true">
        {prize.kind === 'pet' ? (
          <ellipse cx="20" cy="22" rx="13" ry="16" fill="#FEF3C7" stroke={colour} strokeWidth="3" />
        ) : (
          <>
            <circle cx="20" cy="20" r="15" fill="#FDE68A" stroke="#D97706" strokeWidth="3" />
            <text x="20" y="26" textAnchor="middle" fontSize="16" fontWeight="700" fill="#B45309">
              H
            </text>
          </>
        )}
      </svg>
      <span className="text-micro leading-tight text-ink">
        {prize.kind === 'pet' && prize.rarity ? t(`rarity_${prize.rarity}`) : prize.amount}
      </span>
    </div>
  );
}
