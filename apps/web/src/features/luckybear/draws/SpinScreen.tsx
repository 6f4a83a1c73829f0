'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { BrandSubHeader } from '../brand/BrandHeader';
import { PageBody } from '../shared/PageBody';
import { DrawDetails } from './DrawDetails';
import { type DrawAnswer, useDrawConf } from './draw-queries';
import { LuckyWheel, SPIN_SECONDS } from './LuckyWheel';
import { PrizeWon } from './PrizeWon';
import { useDrawPress } from './use-draw-press';
import { usePrizeLabel } from './use-prize-label';
import { targetRotation } from './wheel-geometry';

/**
 * /luckybear/spin (issue 13): the lucky wheel. A press asks the server to spin (one chance, a provably
 * fair prize paid at once); the wheel then turns to the prize the server drew and, once it stops, the
 * prize is said. Signed out, the wheel and its odds show and a press opens the brand's sign-in.
 */
export function SpinScreen() {
  const t = useTranslations('luckybear');
  const format = useFormatter();
  const conf = useDrawConf('lucky_spin');
  const label = usePrizeLabel();
  const { press, busy } = useDrawPress('lucky_spin');
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [shown, setShown] = useState<DrawAnswer | null>(null);
  const [pending, setPending] = useState<DrawAnswer | null>(null);

  const spin = () => {
    setShown(null);
    press((answer) => {
      const count = conf.data?.prizes.length ?? 1;
      setPending(answer);
      setSpinning(true);
      // A little play inside the segment so the wheel does not always stop dead centre (display only).
      setRotation((r) => targetRotation(r, answer.index, count, Math.random() - 0.5));
    });
  };
  const settled = () => {
    setSpinning(false);
    setShown(pending);
  };
  // A hidden tab may never report the transition's end: the prize is said all the same.
  useEffect(() => {
    if (!spinning) return;
    const timer = setTimeout(
      () => {
        setSpinning(false);
        setShown(pending);
      },
      SPIN_SECONDS * 1000 + 800,
    );
    return () => clearTimeout(timer);
  }, [spinning, pending]);

  return (
    <main>
      <BrandSubHeader title={t('spin_title')} />
      <div className="mx-auto flex max-w-md flex-col gap-4 px-gutter pt-2 pb-8">
        <PageBody
          query={conf}
          blocks={['h-80', 'h-40']}
          loaded={(c) => {
            const segments = c.prizes.map((p) => ({ id: p.id, label: label(p) }));
            const chances = c.chances_left;
            return (
              <>
                <LuckyWheel
                  segments={segments}
                  rotation={rotation}
                  spinning={spinning}
                  label={t('wheel_label', { count: segments.length })}
                  onSettled={settled}
                />
                <div className="flex flex-col items-center gap-1">
                  <button
                    type="button"
                    onClick={spin}
                    disabled={busy || spinning || (c.fair !== null && chances === 0)}
                    data-testid="lucky-spin-button"
                    className="h-12 w-full max-w-xs rounded-full bg-gradient-to-b from-[#FFE28A] to-[#F0A81C] text-body font-extrabold text-on-primary shadow-raised active:opacity-80 disabled:opacity-50"
                  >
                    {busy || spinning ? t('spinning') : t('spin_action')}
                  </button>
                  <p className="text-callout text-muted tabular-nums" data-testid="lucky-spin-chances">
                    {c.fair === null
                      ? t('chances_signed_out')
                      : chances > 0
                        ? t('chances_left', { count: chances })
                        : t('chances_none', { time: format.dateTime(c.day_ends_at, { timeStyle: 'short' }) })}
                  </p>
                </div>
                {shown && <PrizeWon answer={shown} />}
                <DrawDetails conf={c} label={(i) => segments[i]?.label ?? ''} />
              </>
            );
          }}
        />
      </div>
    </main>
  );
}
