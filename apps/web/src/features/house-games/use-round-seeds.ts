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
 * client seed, nonce and outcome from the rounds API, and its server seed once revealed (from the
 * round itself, or from the seeds API when its pair is the one the player revealed last).
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
      const fair = round.fair;
      if (!fair) throw new Error('not a provably fair round');
      // The round names its seed once revealed; else the last revealed pair may be its own.
      const lastRevealed = pairs.previous?.server_seed_hash === fair.serverSeedHash ? pairs.previous.server_seed : null;
      return { gameId: round.gameId, ...fair, serverSeed: fair.serverSeed ?? lastRevealed };
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
