'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { BrandSubHeader } from '../brand/BrandHeader';
import { PageBody } from '../shared/PageBody';
import { DrawDetails } from './DrawDetails';
import { type DrawAnswer, useDrawConf, useLotteryStatus } from './draw-queries';
import { LotteryTicket } from './LotteryTicket';
import { PrizeWon } from './PrizeWon';
import { useDrawPress } from './use-draw-press';
import { usePrizeLabel } from './use-prize-label';

/** Where the tab keeps its last lottery draw id, to show it again after a reload (query_lottery_status). */
const LAST_DRAW_KEY = 'luckybear.lottery.last';

function readLastDraw(): string | null {
  try {
    return sessionStorage.getItem(LAST_DRAW_KEY);
  } catch {
    return null;
  }
}

/**
 * /luckybear/lottery (issue 13): the free lottery. A press draws a ticket (one chance, a provably fair
 * prize paid at once: draw_free_lottery with the press's key); the ticket turns to show the prize. My
 * last draw of this tab is read back with query_lottery_status.
 */
export function LotteryScreen() {
  const t = useTranslations('luckybear');
  const format = useFormatter();
  const conf = useDrawConf('free_lottery');
  const label = usePrizeLabel();
  const { press, busy } = useDrawPress('free_lottery');
  const [answer, setAnswer] = useState<DrawAnswer | null>(null);
  const [turned, setTurned] = useState(false);
  const [lastId, setLastId] = useState<string | null>(null);
  useEffect(() => setLastId(readLastDraw()), []);
  const last = useLotteryStatus(answer ? null : lastId);

  const draw = () => {
    setAnswer(null);
    setTurned(false);
    press((a) => {
      setAnswer(a);
      try {
        sessionStorage.setItem(LAST_DRAW_KEY, a.draw_id);
      } catch {
        // Storage refused (private mode): the last draw is simply not shown after a reload.
      }
    });
  };

  return (
    <main>
      <BrandSubHeader title={t('lottery_title')} />
      <div className="mx-auto flex max-w-md flex-col gap-4 px-gutter pt-3 pb-8">
        <PageBody
          query={conf}
          blocks={['h-48', 'h-40']}
          loaded={(c) => (
            <>
              <LotteryTicket
                revealed={answer !== null}
                prize={answer ? label(answer.prize) : ''}
                hidden={t('ticket_hidden')}
                onTurned={() => setTurned(true)}
              />
              <div className="flex flex-col items-center gap-1">
                <button
                  type="button"
                  onClick={draw}
                  disabled={busy || (c.fair !== null && c.chances_left === 0)}
                  data-testid="lottery-draw-button"
                  className="h-12 w-full max-w-xs rounded-full bg-gradient-to-b from-[#FFE28A] to-[#F0A81C] text-body font-extrabold text-on-primary shadow-raised active:opacity-80 disabled:opacity-50"
                >
                  {busy ? t('drawing') : answer ? t('draw_again') : t('draw_action')}
                </button>
                <p className="text-callout text-muted tabular-nums" data-testid="lottery-chances">
                  {c.fair === null
                    ? t('chances_signed_out')
                    : c.chances_left > 0
                      ? t('chances_left', { count: c.chances_left })
                      : t('chances_none', { time: format.dateTime(c.day_ends_at, { timeStyle: 'short' }) })}
                </p>
              </div>
              {answer && turned && <PrizeWon answer={answer} />}
              {!answer && last.data && (
                <section className="rounded-card bg-surface px-4 py-3 text-callout" data-testid="lottery-last">
                  <span className="text-muted">{t('last_draw')}</span>{' '}
                  <span className="font-semibold text-ink">{label(last.data.prize)}</span>
                </section>
              )}
              <DrawDetails conf={c} label={(i) => (c.prizes[i] ? label(c.prizes[i]) : '')} />
            </>
          )}
        />
      </div>
    </main>
  );
}
