/**
 * The casino brand's two draws (issue 13, spec 7.7): the lucky spin (a wheel) and the free lottery.
 * Both work alike: chances earned by rules, one chance per draw, a provably fair weighted pick over the
 * operators' prize table, the prize paid once. Each keeps its own fair scope (one nonce sequence each;
 * these names equal `FAIR_SCOPES` of @app/shared/fair/scopes, which this area may not import).
 */
export const DRAW_GAMES = ['lucky_spin', 'free_lottery'] as const;
export type DrawGame = (typeof DRAW_GAMES)[number];

export const DRAW_FAIR_SCOPE = { lucky_spin: 'lucky-spin', free_lottery: 'free-lottery' } as const satisfies Record<
  DrawGame,
  string
>;

/** What a prize pays: coins (credited), a locked bonus (credited and held until wagered), or nothing. */
export const PRIZE_KINDS = ['coin', 'locked_bonus', 'nothing'] as const;
export type PrizeKind = (typeof PRIZE_KINDS)[number];

/**
 * Client keys that make a draw idempotent (lucky_spin's request_id / Idempotency-Key, draw_free_lottery's
 * draw_key): 8-128 letters, digits, _ . : - (a UUID or ULID fits), as the wallet's Idempotency-Key.
 */
export const DRAW_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
