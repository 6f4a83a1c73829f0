import type { SearchKind } from '@app/shared/search/search-contracts';
import type { Db } from '../../db/types';
import type { SearchDocInput } from './search.repository';

/**
 * Where the index's documents come from. Each source reads its owner's tables read-only, as a search
 * indexer reads a database (docs/decisions.md, "Search: a read-only projection"): the owners do not
 * call the index on every write, and a source can be rebuilt from scratch at any time. Posts (issue 18
 * item 3) write through SearchService.put/remove in their own transactions instead.
 */
export interface SearchSource {
  /** Names the source's cursor row. */
  name: string;
  kind: SearchKind;
  /**
   * Reads the next batch after `cursor` (undefined: from the start). `done` says the source has
   * nothing after this batch; a catalogue answers everything at once with `complete` so that what is
   * not in it any more is removed.
   */
  next(
    cursor: string | undefined,
    limit: number,
  ): Promise<{ docs: SearchDocInput[]; cursor: string; done: boolean; complete?: boolean }>;
}

/** Players by user id, a batch at a time: new players each run, and a rolling pass that picks up edits. */
export function playersSource(db: Db, name: 'players' | 'players-refresh'): SearchSource {
  return {
    name,
    kind: 'player',
    async next(cursor, limit) {
      const after = Number(cursor ?? 0);
      const rows = await db
        .selectFrom('app_user')
        .select(['id', 'username', 'first_name', 'last_name', 'photo_url'])
        .where('id', '>', after)
        .where('abnormal', '=', 0)
        .orderBy('id')
        .limit(limit)
        .execute();
      const docs = rows.map((u) => ({
        kind: 'player' as const,
        ref: String(u.id),
        title: u.username,
        body: [u.first_name, u.last_name].filter(Boolean).join(' '),
        path: `/space?user_id=${u.id}`,
        image: u.photo_url,
      }));
      const last = rows.at(-1)?.id ?? after;
      return { docs, cursor: String(last), done: rows.length < limit };
    },
  };
}

/** Casino games: the whole catalogue each run (it is small), named per language. */
export function gamesSource(db: Db): SearchSource {
  return {
    name: 'games',
    kind: 'game',
    async next() {
      const rows = await db
        .selectFrom('casino_game')
        .select(['id', 'names', 'category', 'sort'])
        .where('disabled', '=', 0)
        .execute();
      const docs = rows.map((g) => {
        const titles = parseNames(g.names);
        return {
          kind: 'game' as const,
          ref: g.id,
          title: titles['en-US'] ?? Object.values(titles)[0] ?? g.id,
          titles,
          // The category (slots, live ...) is what a player may type; tags (hot, new) are the lobby's codes.
          body: g.category,
          path: `/win/game/${encodeURIComponent(g.id)}`,
          image: '',
          boost: -g.sort,
        };
      });
      return { docs, cursor: '', done: true, complete: true };
    },
  };
}

/** Task-library products: the whole catalogue each run, disabled ones left out (and so removed). */
export function productsSource(db: Db): SearchSource {
  return {
    name: 'products',
    kind: 'product',
    async next() {
      const rows = await db
        .selectFrom('product')
        .select(['id', 'title', 'description', 'long_description', 'image_url', 'players'])
        .where('disabled', '=', 0)
        .execute();
      const docs = rows.map((p) => ({
        kind: 'product' as const,
        ref: String(p.id),
        title: p.title,
        body: [p.description, p.long_description].filter(Boolean).join(' '),
        path: `/products/${p.id}`,
        image: p.image_url,
        boost: p.players,
      }));
      return { docs, cursor: '', done: true, complete: true };
    },
  };
}

function parseNames(json: string): Record<string, string> {
  try {
    const value = JSON.parse(json) as unknown;
    if (!value || typeof value !== 'object') return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}
