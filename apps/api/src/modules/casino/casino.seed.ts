import type { DbOrTrx } from '../../db/types';
import { namesOf, SEED_GAMES } from './catalogue-data';
import { searchTextOf } from './game-names';

/**
 * Adds the data file's games that the database does not have yet, at every start. A game already
 * stored is the operators' (the console's games editor): its names, flags and order are left alone,
 * so a later deploy with a new title adds it without undoing their edits.
 */
export async function syncCasinoCatalogue(db: DbOrTrx, now: number): Promise<void> {
  const stored = new Set((await db.selectFrom('casino_game').select('id').execute()).map((r) => r.id));
  const missing = SEED_GAMES.filter((g) => !stored.has(g.id));
  if (missing.length === 0) return;
  await db
    .insertInto('casino_game')
    .values(
      missing.map((g) => ({
        id: g.id,
        provider_id: g.provider,
        category: g.category,
        names: JSON.stringify(namesOf(g)),
        search_text: searchTextOf(namesOf(g)),
        rtp_bp: Math.round(g.rtp * 100),
        volatility: g.volatility,
        sort: g.sort,
        tags: g.tags.join(','),
        max_win_multiplier: g.maxWinMultiplier ?? null,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
