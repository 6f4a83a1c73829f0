import { type LuckyPrizeItem, ZPrizeTable } from '@app/shared/luckybear/prize-item';
import data from './data/prizes.json' with { type: 'json' };

/**
 * The prize tables' seed (data/prizes.json), checked with the operators' own schema when the module
 * loads, so that a bad edit fails at start (and in the tests) instead of at a player's draw.
 */
export const SEED_PRIZES: readonly LuckyPrizeItem[] = ZPrizeTable.parse(data);
