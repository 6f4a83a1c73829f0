import { CHANCE_RULES } from '@app/shared/luckybear/chance-rules';
import type { DrawGame } from '@app/shared/luckybear/draw-games';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import type { DbOrTrx } from '../../db/types';
import { type ChanceGrant, chanceRepository } from './chance.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of a moment: its name (YYYY-MM-DD) and bounds [start, end). */
export function utcDay(now: number): { name: string; start: number; end: number } {
  const start = Math.floor(now / DAY_MS) * DAY_MS;
  return { name: new Date(start).toISOString().slice(0, 10), start, end: start + DAY_MS };
}

/** Reads what one player wagered in [since, until) in base units of `coin` (the games' wagering). */
export type WageredIn = (db: DbOrTrx, userId: number, coin: string, since: number, until: number) => Promise<bigint>;

/**
 * The rule-earned grants due today (chance-rules.ts): the daily chance(s) and one chance per `per` whole
 * coins wagered today, each wagering chance a grant of its own (`<day>:<n>`), so a grant is stored once
 * however often this runs.
 */
export async function dueGrants(
  db: DbOrTrx,
  wagered: WageredIn,
  userId: number,
  game: DrawGame,
  now: number,
): Promise<ChanceGrant[]> {
  const rules = CHANCE_RULES[game];
  const day = utcDay(now);
  const grants: ChanceGrant[] = [];
  if (rules.daily > 0) grants.push({ userId, game, source: 'daily', sourceId: day.name, chances: rules.daily });
  if (rules.wager) {
    const unit = 10n ** BigInt(COINS[rules.wager.coin as CoinName].decimals);
    const total = await wagered(db, userId, rules.wager.coin, day.start, day.end);
    const earned = Math.min(rules.wager.maxPerDay, Number(total / (BigInt(rules.wager.per) * unit)));
    for (let n = 1; n <= earned; n++)
      grants.push({ userId, game, source: 'wager', sourceId: `${day.name}:${n}`, chances: 1 });
  }
  return grants;
}

/** Chances due today that are not stored yet (what a read adds to the tally without writing). */
export async function pendingChances(db: DbOrTrx, due: readonly ChanceGrant[]): Promise<number> {
  let pending = 0;
  for (const source of new Set(due.map((g) => g.source))) {
    const ofSource = due.filter((g) => g.source === source);
    const first = ofSource[0] as ChanceGrant;
    const stored = await chanceRepository.stored(
      db,
      first.userId,
      first.game,
      source,
      ofSource.map((g) => g.sourceId),
    );
    pending += ofSource.filter((g) => !stored.has(g.sourceId)).reduce((sum, g) => sum + g.chances, 0);
  }
  return pending;
}
