'use client';

import { DEFAULT_COIN_TYPE } from '@app/shared/wallet/coins';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import { inbetPath, winPath } from '@/lib/routes/game-paths';
import { GameBar } from './GameBar';
import { launchProblem } from './game-errors';
import { frameOrigin, frameSrc, isRoundEnded } from './game-frame';
import { useRefreshAfterRound } from './games-queries';
import { LaunchProblemView } from './LaunchProblemView';
import { useGameLaunch, useGameSummary } from './use-game-launch';

/** Where the back link goes: the area the game was opened from. */
function backTarget(locale: string, from: string | undefined): string {
  if (from === 'inbet') return inbetPath(locale);
  if (from === 'home') return `/${locale}`;
  if (from === 'luckybear') return `/${locale}/luckybear`;
  return winPath(locale);
}

/**
 * /win/game/[gameId]: asks for a launch URL, shows the game in a full-height iframe under a thin bar,
 * and refreshes the balance whenever the game posts that a round ended (docs/games.md).
 */
export function GameScreen({ gameId, from }: { gameId: string; from?: string }) {
  const t = useTranslations('games');
  const locale = useLocale();
  const back = backTarget(locale, from);
  const coin = DEFAULT_COIN_TYPE;
  const launch = useGameLaunch(gameId, coin, winPath(locale));
  const summary = useGameSummary(gameId, locale);
  const refresh = useRefreshAfterRound();
  const frame = useRef<HTMLIFrameElement>(null);
  const src = launch.data ? frameSrc(launch.data.url, locale) : null;

  useEffect(() => {
    if (!src) return;
    const origin = frameOrigin(src, window.location.origin);
    const onMessage = (event: MessageEvent) => {
      const fromFrame = event.source !== null && event.source === frame.current?.contentWindow;
      if (isRoundEnded({ data: event.data, origin: event.origin, fromFrame }, origin)) refresh();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [src, refresh]);

  let body: React.ReactNode;
  if (launch.isError) {
    body = (
      <LaunchProblemView problem={launchProblem(launch.error)} backHref={back} onRetry={() => void launch.refetch()} />
    );
  } else if (launch.data && !src) {
    body = (
      <LaunchProblemView problem={{ key: 'unavailable', reason: null }} backHref={back} onRetry={() => undefined} />
    );
  } else if (src) {
    body = (
      <iframe
        ref={frame}
        src={src}
        title={summary?.name ?? t('game_frame')}
        data-testid="game-frame"
        className="block w-full flex-1 border-0 bg-hero-end"
        allow="autoplay; fullscreen"
        referrerPolicy="no-referrer"
      />
    );
  } else {
    body = (
      <div className="flex flex-1 items-center justify-center" aria-busy="true">
        <Spinner className="size-8 text-muted" />
        <span className="sr-only">{t('launching')}</span>
      </div>
    );
  }

  return (
    <main className="flex h-dvh flex-col bg-hero-end" data-testid="game-page">
      <GameBar backHref={back} name={summary?.name ?? ''} coin={coin} />
      <div className="flex min-h-0 flex-1 flex-col bg-page">{body}</div>
    </main>
  );
}
