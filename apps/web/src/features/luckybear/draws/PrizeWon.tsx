'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FairReveal } from '@/components/FairReveal';
import { drawFairnessPath } from '@/lib/routes/game-paths';
import type { DrawAnswer } from './draw-queries';
import { usePrizeLabel } from './use-prize-label';
import { useRevealSeed } from './use-reveal-seed';

/** What a draw won, said once the wheel or the ticket has shown it, with the draw's fairness data. */
export function PrizeWon({ answer }: { answer: DrawAnswer }) {
  const t = useTranslations('luckybear');
  const label = usePrizeLabel();
  const locale = useLocale();
  const nothing = answer.prize.kind === 'nothing';
  const fair = answer.fair;
  const reveal = useRevealSeed(answer.game);
  // The seed is secret until the player rotates their pair; then this draw can be replayed.
  const [revealed, setRevealed] = useState<string | null>(fair.server_seed);
  const draw = {
    game: fair.scope === 'free-lottery' ? ('free-lottery' as const) : ('lucky-spin' as const),
    serverSeedHash: fair.server_seed_hash,
    clientSeed: fair.client_seed,
    nonce: fair.nonce,
    weights: fair.weights,
  };
  return (
    <section
      aria-live="polite"
      data-testid="prize-won"
      data-prize-kind={answer.prize.kind}
      className="flex flex-col items-center gap-1 rounded-card bg-gradient-to-b from-[#3B1E6E] to-[#24143F] px-4 py-4 text-center"
    >
      <p className="text-callout text-muted">{nothing ? t('won_nothing_title') : t('won_title')}</p>
      <p className="text-title font-extrabold text-primary" data-testid="prize-won-label">
        {label(answer.prize)}
      </p>
      {answer.prize.kind === 'locked_bonus' && <p className="text-caption text-muted">{t('won_bonus_note')}</p>}
      <p className="mt-1 text-micro text-subtle" data-testid="prize-won-fair">
        {t('won_fair', { nonce: answer.fair.nonce, hash: answer.fair.server_seed_hash.slice(0, 12) })}
      </p>
      <FairReveal
        seed={revealed}
        seedHash={fair.server_seed_hash}
        verifyHref={(serverSeed) => drawFairnessPath(locale, { ...draw, serverSeed })}
        rotation={reveal}
        onRevealed={setRevealed}
        labels={{ verify: t('won_verify'), reveal: t('won_reveal') }}
        testIdPrefix="prize-won"
        className="text-caption font-semibold text-link"
      />
    </section>
  );
}
