'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { BetPanel } from './BetPanel';
import { withDecimals } from './bet-amount';
import { CountUp } from './CountUp';
import { FairPanel } from './FairPanel';
import type { HouseApi } from './house-api-port';
import { HOUSE_BOARDS } from './house-boards';
import type { HouseGameId } from './outcomes';
import { SoundToggle } from './SoundToggle';
import { useHouseRound } from './use-house-round';
import { useReducedMotion, useSoundSetting } from './use-sound-setting';

/** One house game inside its frame: balance and sound on top, the board, the result, the bet, the seeds. */
export function HouseGameScreen({ gameId, api }: { gameId: HouseGameId; api: HouseApi }) {
  const t = useTranslations('houseGames');
  const { Board, defaultParams } = HOUSE_BOARDS[gameId];
  const [params, setParams] = useState<unknown>(defaultParams);
  const [amount, setAmount] = useState('');
  const sound = useSoundSetting();
  const reducedMotion = useReducedMotion();
  const game = useHouseRound(api, gameId);
  const { table } = game;

  // The first bet offered is the coin's minimum.
  useEffect(() => {
    if (table && amount === '') setAmount(table.minBet);
  }, [table, amount]);

  const busy = game.phase === 'waiting' || game.phase === 'animating';
  const play = useCallback(() => void game.play(amount, params), [game, amount, params]);
  const blocked = gameId === 'house-mines' && ((params as { picks?: number[] }).picks?.length ?? 0) === 0;

  return (
    <main
      className="theme-dark mx-auto flex min-h-dvh max-w-md flex-col gap-3 p-3"
      data-rounds={game.roundsSettled}
      data-phase={game.phase}
    >
      <header className="flex items-center justify-between gap-2">
        <h1 className="truncate text-headline text-ink">{t(`names.${gameId}`)}</h1>
        <div className="flex items-center gap-2">
          <p
            className="rounded-full bg-surface-raised px-3 py-1 text-callout text-ink tabular-nums"
            data-testid="house-balance"
          >
            {table ? `${withDecimals(table.balance, table.decimals)} ${table.coin}` : '…'}
          </p>
          <SoundToggle on={sound.on} onToggle={sound.toggle} />
        </div>
      </header>

      <Board
        params={params}
        onParams={setParams}
        waiting={game.phase === 'waiting'}
        outcome={game.round?.outcome ?? null}
        locked={busy}
        reducedMotion={reducedMotion}
        sound={sound.play}
        onSettled={game.onSettled}
      />

      <div className="min-h-12" aria-live="polite" data-testid="round-result">
        {game.settled && table && (
          <p className="text-center text-headline">
            {Number(game.settled.win) > 0 ? (
              <span className="text-success">
                {t('won')}{' '}
                <span className="tabular-nums">
                  <CountUp
                    text={withDecimals(game.settled.win, table.decimals)}
                    decimals={table.decimals}
                    reducedMotion={reducedMotion}
                  />{' '}
                  {table.coin}
                </span>{' '}
                <span className="text-callout text-muted">×{game.settled.multiplier}</span>
              </span>
            ) : (
              <span className="text-muted">{t('noWin')}</span>
            )}
          </p>
        )}
        {game.error && !table && game.phase === 'idle' && (
          <Button variant="secondary" block className="mb-2" onClick={() => void game.reload()}>
            {t('page.retry')}
          </Button>
        )}
        {game.error && (
          <div
            className="rounded-control bg-danger/15 p-2 text-center text-callout text-danger"
            role="alert"
            data-testid="house-error"
          >
            {t(`errors.${game.error}`)}
          </div>
        )}
      </div>

      <BetPanel
        amount={amount}
        onAmount={setAmount}
        bounds={table}
        coin={table?.coin ?? ''}
        busy={busy || game.phase === 'loading'}
        blocked={blocked}
        onPlay={play}
      />
      <FairPanel
        fair={game.fair}
        gameId={gameId}
        busy={busy}
        onRotate={game.rotate}
        onClientSeed={game.setClientSeed}
      />
    </main>
  );
}
