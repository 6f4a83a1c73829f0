'use client';

import { useEffect, useState } from 'react';
import { useApiClient } from '@/lib/api/api-provider';

export interface RoundSeeds {
  gameId: string;
  /** The revealed server seed, null while the round's pair is still current (secret). */
  serverSeed: string | null;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  outcome: unknown;
}

type State = 'none' | 'loading' | 'ready' | 'secret' | 'failed';

const roundContracts = () => import('@app/shared/games/round-contracts');
const seedContracts = () => import('@app/shared/fair/seed-contracts');

/**
 * The seeds of one of the player's rounds (`?round=<id>` on the fairness page): the round's hash,
 * client seed, nonce and outcome from the rounds API, and its server seed when its pair is the one
 * the player revealed last (the seeds API names that pair; older pairs' seeds are pasted by hand).
 */
export function useRoundSeeds(roundId: string | undefined): { state: State; seeds: RoundSeeds | null } {
  const api = useApiClient();
  const [state, setState] = useState<State>(roundId ? 'loading' : 'none');
  const [seeds, setSeeds] = useState<RoundSeeds | null>(null);
  useEffect(() => {
    if (!roundId) return;
    let live = true;
    (async () => {
      const [{ gameRound }, { fairSeeds }] = await Promise.all([roundContracts(), seedContracts()]);
      const [round, pairs] = await Promise.all([
        api.call(gameRound, { id: roundId }, { centralHandling: false }),
        api.call(fairSeeds, {}, { centralHandling: false }),
      ]);
      if (!round.fair) throw new Error('not a provably fair round');
      const revealed =
        pairs.previous?.server_seed_hash === round.fair.serverSeedHash ? pairs.previous.server_seed : null;
      return { gameId: round.gameId, serverSeed: revealed, ...round.fair };
    })().then(
      (loaded) => {
        if (!live) return;
        setSeeds(loaded);
        setState(loaded.serverSeed ? 'ready' : 'secret');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [api, roundId]);
  return { state, seeds };
}
