'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { FairState, HouseApi, HouseRound, HouseTable } from './house-api-port';
import { type PlayErrorKey, playErrorKey } from './play-error';
import { postRoundEnded } from './round-ended';

export type RoundPhase = 'loading' | 'idle' | 'waiting' | 'animating';

/**
 * One game's session: the table (balance, limits), the fair seeds and the round in play. A round:
 * tap -> `waiting` (the request) -> `animating` (the board shows the outcome) -> settled by the board:
 * then the balance and the nonce move on and the parent page hears `round-ended`.
 */
export function useHouseRound(api: HouseApi, gameId: string) {
  const [table, setTable] = useState<HouseTable | null>(null);
  const [fair, setFair] = useState<FairState | null>(null);
  const [phase, setPhase] = useState<RoundPhase>('loading');
  const [round, setRound] = useState<HouseRound | null>(null);
  const [settled, setSettled] = useState<HouseRound | null>(null);
  const [error, setError] = useState<PlayErrorKey | null>(null);
  const [roundsSettled, setRoundsSettled] = useState(0);
  const roundRef = useRef<HouseRound | null>(null);

  const load = useCallback(async () => {
    setPhase('loading');
    setError(null);
    try {
      const [t, f] = await Promise.all([api.table(), api.seeds()]);
      setTable(t);
      setFair(f);
      setPhase('idle');
    } catch (failure) {
      setError(playErrorKey(failure));
      setPhase('idle');
    }
  }, [api]);
  useEffect(() => void load(), [load]);

  const play = useCallback(
    async (bet: string, params: unknown) => {
      setError(null);
      setSettled(null);
      setPhase('waiting');
      try {
        const answer = await api.play(bet, params);
        roundRef.current = answer;
        setRound(answer);
        setPhase('animating');
      } catch (failure) {
        const key = playErrorKey(failure);
        setError(key);
        setPhase('idle');
        // The balance may have moved elsewhere (another tab, a transfer): show today's.
        if (key === 'balance') api.table().then(setTable, () => undefined);
      }
    },
    [api],
  );

  const onSettled = useCallback(() => {
    const done = roundRef.current;
    if (!done) return;
    roundRef.current = null;
    setSettled(done);
    setTable((t) => (t ? { ...t, balance: done.balance } : t));
    setFair((f) => (f ? { ...f, nonce: done.fair.nonce + 1 } : f));
    setPhase('idle');
    setRoundsSettled((n) => n + 1);
    postRoundEnded(gameId, done.roundId);
  }, [gameId]);

  const changeSeeds = useCallback(async (change: () => Promise<FairState>) => {
    setError(null);
    try {
      setFair(await change());
    } catch (failure) {
      setError(playErrorKey(failure));
    }
  }, []);

  return {
    table,
    fair,
    phase,
    round,
    settled,
    error,
    /** Rounds shown to the end in this visit (the page marks them for tests: data-rounds). */
    roundsSettled,
    play,
    onSettled,
    reload: load,
    rotate: () => changeSeeds(() => api.rotate()),
    setClientSeed: (seed: string) => changeSeeds(() => api.setClientSeed(seed)),
  };
}
