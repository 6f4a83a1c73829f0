'use client';

import type { LuckyCodeTier, LuckyCodeView } from '@app/shared/luckycodes/lucky-code-contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { FairReveal } from '@/components/FairReveal';
import { Button } from '@/components/ui/Button';
import { Sheet } from '@/components/ui/Sheet';
import { drawFairnessPath } from '@/lib/routes/game-paths';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { useOpenLuckyCode, useRevealLuckySeed } from './lucky-code-queries';
import { luckyFailure } from './lucky-code-view';
import { useDrawReel } from './use-draw-reel';

/**
 * Opening a code (issue 16 /luckycode/buy): the sheet asks the server to open it as it opens, rolls the
 * tier's prizes while the server draws, slows down onto the drawn prize, then says what was won with
 * the draw's fairness data and the way to verify it (docs/fairness.md, scope lucky-code).
 */
export function CodeDrawSheet({
  code,
  tier,
  onClose,
}: {
  code: string | null;
  tier: LuckyCodeTier | undefined;
  onClose: () => void;
}) {
  const t = useTranslations('luckycodes');
  return (
    <Sheet open={code !== null} onClose={onClose} title={t('open_title')} closeLabel={t('close')}>
      {code && <CodeDraw key={code} code={code} tier={tier} onClose={onClose} />}
    </Sheet>
  );
}

function CodeDraw({ code, tier, onClose }: { code: string; tier: LuckyCodeTier | undefined; onClose: () => void }) {
  const t = useTranslations('luckycodes');
  const open = useOpenLuckyCode();
  const errorText = useErrorText();
  const [result, setResult] = useState<LuckyCodeView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const asked = useRef(false);
  const prizes = tier?.prizes ?? [];
  const reel = useDrawReel(prizes.length, result?.prize?.index ?? null);

  useEffect(() => {
    // One opening per sheet (a strict-mode re-run must not ask twice; the API would answer 1171).
    if (asked.current) return;
    asked.current = true;
    open.mutate(code, {
      onSuccess: setResult,
      onError: (error) => {
        const reason = luckyFailure(error);
        setFailure(reason === 'other' ? (errorText(error) ?? t('open_failed')) : t(`failure_${reason}`));
      },
    });
  }, [code, open, errorText, t]);

  const shown = prizes[reel.index];
  return (
    <div className="flex flex-col items-center gap-4 px-5 pt-2 pb-6 text-center" data-testid="code-draw">
      <p className="font-mono text-callout tracking-widest text-muted">{code}</p>
      <div
        className="relative flex h-36 w-full max-w-[320px] flex-col items-center justify-center rounded-card bg-gradient-to-br from-[#FFE9A3] via-[#FFC83D] to-[#E89A0C] shadow-raised"
        aria-hidden={!reel.stopped}
      >
        <span className="absolute top-1/2 -left-3 size-6 -translate-y-1/2 rounded-full bg-surface-raised" />
        <span className="absolute top-1/2 -right-3 size-6 -translate-y-1/2 rounded-full bg-surface-raised" />
        <span className="text-callout font-semibold text-[#5A3300]/80">{t('prize')}</span>
        <span className="text-4xl font-extrabold text-[#3B1E00] tabular-nums" data-testid="code-draw-reel">
          {shown ? `${shown.amount} ${shown.coin}` : '?'}
        </span>
      </div>
      {failure && (
        <p role="alert" className="text-callout text-danger" data-testid="code-draw-failure">
          {failure}
        </p>
      )}
      {!failure && !reel.stopped && (
        <p role="status" className="text-callout text-muted">
          {t('drawing')}
        </p>
      )}
      {result?.prize && reel.stopped && <DrawResult view={result} />}
      <Button variant="secondary" block onClick={onClose} disabled={!failure && !reel.stopped}>
        {t('close')}
      </Button>
    </div>
  );
}

/** What was won, the draw's fair data, and the fairness page (after the seed is revealed). */
function DrawResult({ view }: { view: LuckyCodeView }) {
  const t = useTranslations('luckycodes');
  const locale = useLocale();
  const reveal = useRevealLuckySeed();
  const fair = view.fair;
  // The seed is secret until I rotate my lucky-code pair; then this draw can be replayed.
  const [seed, setSeed] = useState<string | null>(fair?.server_seed ?? null);
  return (
    <section aria-live="polite" className="flex flex-col items-center gap-1" data-testid="code-draw-result">
      <p className="text-title font-extrabold text-ink">
        {t('won', { amount: view.prize?.amount ?? '0', coin: view.prize?.coin ?? '' })}
      </p>
      {fair && (
        <>
          <p className="text-caption text-muted">
            {t('fair_line', { nonce: fair.nonce, hash: fair.server_seed_hash.slice(0, 12) })}
          </p>
          <FairReveal
            seed={seed}
            seedHash={fair.server_seed_hash}
            verifyHref={(serverSeed) =>
              drawFairnessPath(locale, {
                game: 'lucky-code',
                serverSeed,
                serverSeedHash: fair.server_seed_hash,
                clientSeed: fair.client_seed,
                nonce: fair.nonce,
                weights: fair.weights,
              })
            }
            rotation={reveal}
            onRevealed={setSeed}
            labels={{ verify: t('verify'), reveal: t('reveal') }}
            testIdPrefix="code-draw"
            className="text-callout font-semibold text-link"
          />
        </>
      )}
    </section>
  );
}
