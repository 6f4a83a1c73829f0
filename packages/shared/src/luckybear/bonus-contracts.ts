import { z } from 'zod';
import { ZCoinCode } from '../core/coin-code';
import { defineEndpoint } from '../core/endpoint';

/** A locked bonus as players see it: money of theirs, held until they have wagered enough. */
const ZLockedBonus = z.object({
  id: z.string(),
  coin: z.string(),
  amount: z.string(),
  source: z.string().describe('what granted it: vip, lucky_spin, operator, ...'),
  state: z.enum(['locked', 'unlocked']),
  wager_required: z.string(),
  wagered: z.string().describe('wagered in the games in this coin since the bonus was granted'),
  /** 0-100, whole percent of the requirement met (100 once met). */
  progress: z.number().int().min(0).max(100),
  created_at: z.number().int(),
  unlocked_at: z.number().int().nullable(),
});

const ZAsset = z.object({
  coin: z.string(),
  available: z.string(),
  locked: z.string(),
  total: z.string(),
});

/** GET /casino/lucky_bear/asset_list (spec 7.7): each coin with its available and locked amounts. */
export const assetList = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/asset_list',
  summary: 'The player’s coins: available, locked in bonuses, total',
  request: z.object({}),
  response: z.object({ list: z.array(ZAsset) }),
});

/** GET /casino/lucky_bear/asset_detail (spec 7.7): one coin's amounts and its locked bonuses. */
export const assetDetail = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/asset_detail',
  summary: 'One coin: available, locked and its locked bonuses',
  request: z.object({ coin: ZCoinCode }),
  response: ZAsset.extend({ bonuses: z.array(ZLockedBonus) }),
});

/** GET /casino/lucky_bear/locked_detail (spec 7.7): one locked bonus and its wagering progress. */
export const lockedDetail = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/locked_detail',
  summary: 'One locked bonus with its wagering progress',
  request: z.object({ id: z.string().min(1).max(40) }),
  response: ZLockedBonus,
});

/** POST /casino/lucky_bear/unlock (spec 7.7): releases a bonus whose requirement is met, once. */
export const unlockBonus = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/lucky_bear/unlock',
  summary: 'Unlock a bonus whose wagering requirement is met',
  request: z.object({ id: z.string().min(1).max(40) }),
  response: ZLockedBonus,
});

/**
 * POST /ops/bonus/grant (operator console, permission bonus.grant): a locked bonus for a player,
 * written as a plain object (an area imports no other area; see @app/shared/ops/ops-endpoint).
 */
export const opsGrantBonus = {
  method: 'POST' as const,
  path: '/ops/bonus/grant',
  summary: 'Grant a player a locked bonus (held until its wagering requirement is met)',
  request: z.object({
    user_id: z.number().int().positive(),
    coin: ZCoinCode,
    amount: z.string().regex(/^\d{1,12}(\.\d{1,8})?$/, 'must be a decimal amount such as 10 or 2.5'),
    wager_multiple: z.number().min(0).max(100),
    reason: z.string().trim().min(3, 'say why, in a few words').max(200),
  }),
  response: ZLockedBonus,
};

/**
 * The brand's wallet (spec 3 bearWallet: currency_symbol, coin_name_extra): the brand coin's balance,
 * and its value in the market's own money at a display rate (luckybear/market-money.ts).
 */
const ZBearWallet = z.object({
  coin: z.string(),
  /** The coin's name as the brand writes it beside amounts. */
  coin_name_extra: z.string(),
  available: z.string(),
  locked: z.string(),
  total: z.string(),
  /** Lower-case ISO country of the market the money is shown for. */
  country: z.string(),
  currency_code: z.string(),
  currency_symbol: z.string(),
  /** Decimals the market's money is written with. */
  currency_decimals: z.number().int().min(0).max(8),
  /** `total` in the market's money, rounded to currency_decimals. */
  local_total: z.string(),
  /** Units of the market's money per coin, as used for local_total. */
  local_rate: z.string(),
});

/** GET /casino/lucky_bear/query (spec 7.7): the signed-in player's bearWallet in the market of Country-Code. */
export const luckyBearQuery = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/lucky_bear/query',
  summary: 'The brand wallet: balance, locked bonuses and the value in the market’s money',
  request: z.object({}),
  response: z.object({ user_id: z.number().int(), bear_wallet: ZBearWallet }),
});
