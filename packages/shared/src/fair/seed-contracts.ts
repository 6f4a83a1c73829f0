import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { CLIENT_SEED_PATTERN, DEFAULT_FAIR_SCOPE, FAIR_SCOPES } from './scopes';

/** Provably fair seed calls (docs/fairness.md), under /casino/fair/; zod lives here, not in the derivation. */
const ZScope = z.enum(FAIR_SCOPES).default(DEFAULT_FAIR_SCOPE);

export const ZClientSeed = z
  .string()
  .regex(CLIENT_SEED_PATTERN, 'must be 1 to 64 printable characters without spaces at either end');

const ZSeedState = z.object({
  scope: z.enum(FAIR_SCOPES),
  current: z.object({
    server_seed_hash: z.string().describe('SHA-256 of the secret server seed, hex; committed before any round'),
    client_seed: z.string(),
    nonce: z.number().int().describe('The nonce the next round will use (rounds played with this pair)'),
  }),
  previous: z
    .object({
      server_seed: z.string().describe('The revealed server seed: sha256(server_seed) = server_seed_hash'),
      server_seed_hash: z.string(),
      client_seed: z.string(),
      rounds: z.number().int().describe('Rounds played with this pair: nonces 0 ... rounds-1'),
      revealed_at: z.number().int().describe('Unix milliseconds'),
    })
    .nullable()
    .describe('The last revealed pair, null before the first rotation'),
});
export type SeedState = z.infer<typeof ZSeedState>;

export const fairSeeds = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/fair/seeds',
  summary: "The signed-in player's current seed pair (hash only) and the last revealed pair",
  request: z.object({ scope: ZScope }),
  response: ZSeedState,
});

export const fairClientSeed = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/fair/client_seed',
  summary: 'Set a new client seed: reveals the current server seed and starts a new pair with it (nonce 0)',
  request: z.object({ scope: ZScope, client_seed: ZClientSeed }),
  response: ZSeedState,
});

export const fairRotate = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/fair/rotate',
  summary: 'Reveal the current server seed and commit a new one (same client seed, nonce 0)',
  request: z.object({ scope: ZScope }),
  response: ZSeedState,
});
