'use client';

import { COIN_NAMES, type CoinName } from '@app/shared/wallet/coins';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useApiClient } from '@/lib/api/api-provider';
import { HouseGameScreen } from './HouseGameScreen';
import { createHouseApi } from './house-api';
import { isHouseGameId } from './outcomes';

/** The frame's page: a known house game with its launch token, else a plain note (no game without a session). */
export function HouseGamePage({ gameId, token, coin }: { gameId: string; token: string; coin: string }) {
  const t = useTranslations('houseGames.page');
  const api = useApiClient();
  const knownCoin = (COIN_NAMES as readonly string[]).includes(coin) ? (coin as CoinName) : null;
  const houseApi = useMemo(
    () => (knownCoin ? createHouseApi(api, { token, gameId, coin: knownCoin }) : null),
    [api, token, gameId, knownCoin],
  );
  if (!isHouseGameId(gameId)) return <Note text={t('unknownGame')} />;
  if (!token || !houseApi) return <Note text={t('noToken')} />;
  return <HouseGameScreen gameId={gameId} api={houseApi} />;
}

function Note({ text }: { text: string }) {
  return (
    <main className="theme-dark flex min-h-dvh items-center justify-center p-6 text-center text-body text-muted">
      <p>{text}</p>
    </main>
  );
}
