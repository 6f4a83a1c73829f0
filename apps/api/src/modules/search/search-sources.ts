import type { SearchKind } from '@app/shared/search/search-contracts';
import type { Db } from '../../db/types';
import { profileLinks } from '../profiles';
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

/** Players, a batch at a time: new players as they sign up (`players`), and a rolling pass by id that picks up edits. */
export function playersSource(db: Db, name: 'players' | 'players-refresh'): SearchSource {
  return name === 'players' ? newPlayersSource(db) : rollingPlayersSource(db);
}

/**
 * Players as they sign up, in the order they were created: the cursor is the last one read,
 * `<created_at>:<user id>` (app_user_created). Sign-up draws random ids, so an id cursor would pass over
 * most new players. A cursor of an older version (a bare id) starts over: putting a document is idempotent.
 */
function newPlayersSource(db: Db): SearchSource {
  return {
    name: 'players',
    kind: 'player',
    async next(cursor, limit) {
      const [at = 0, id = 0] = cursor?.includes(':') ? cursor.split(':').map(Number) : [];
      const rows = await playerRows(db)
        .select('created_at')
        .where((eb) => eb(eb.refTuple('created_at', 'id'), '>', eb.tuple(at, id)))
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit)
        .execute();
      const last = rows.at(-1);
      const next = last ? `${Number(last.created_at)}:${last.id}` : `${at}:${id}`;
      return { docs: await playerDocs(db, rows), cursor: next, done: rows.length < limit };
    },
  };
}

/** Every player again, by id, a batch each run: picks up edits the other sources do not see. */
function rollingPlayersSource(db: Db): SearchSource {
  return {
    name: 'players-refresh',
    kind: 'player',
    async next(cursor, limit) {
      const after = Number(cursor ?? 0);
      const rows = await playerRows(db).where('id', '>', after).orderBy('id').limit(limit).execute();
      const last = rows.at(-1)?.id ?? after;
      return { docs: await playerDocs(db, rows), cursor: String(last), done: rows.length < limit };
    },
  };
}

/**
 * The players whose profile changed (made, renamed, a new picture: the profile's updated_at), so that a
 * player's hit leads to the new profile and is found by its name within a sync, not a rolling pass.
 * The cursor is the last change read, `<updated_at>:<profile id>`. Choosing another of one's profiles
 * changes no profile: the rolling pass picks that up (docs/decisions.md).
 */
export function playerProfilesSource(db: Db): SearchSource {
  return {
    name: 'player-profiles',
    kind: 'player',
    async next(cursor, limit) {
      const [at = 0, id = 0] = (cursor ?? '0:0').split(':').map(Number);
      const changed = await profileLinks.changedAfter(db, { at, id }, limit);
      const owners = [...new Set(changed.map((c) => c.userId))];
      const rows = owners.length === 0 ? [] : await playerRows(db).where('id', 'in', owners).execute();
      const last = changed.at(-1)?.cursor ?? { at, id };
      return { docs: await playerDocs(db, rows), cursor: `${last.at}:${last.id}`, done: changed.length < limit };
    },
  };
}

/** Indexable players (not those flagged abnormal) with what their document shows. */
function playerRows(db: Db) {
  return db
    .selectFrom('app_user')
    .select(['id', 'username', 'first_name', 'last_name', 'photo_url'])
    .where('abnormal', '=', 0);
}

type PlayerRow = { id: number; username: string; first_name: string; last_name: string; photo_url: string };

/**
 * A player's document: found by their name and their current profile's, and leading to that profile
 * (`/profile/<xid>`) when they have one, else to their page (`/space?user_id=`).
 */
async function playerDocs(db: Db, rows: PlayerRow[]): Promise<SearchDocInput[]> {
  const profiles = await profileLinks.currentOf(
    db,
    rows.map((u) => u.id),
  );
  return rows.map((u) => {
    const profile = profiles.get(u.id);
    return {
      kind: 'player' as const,
      ref: String(u.id),
      title: u.username,
      body: [profile?.username, u.first_name, u.last_name].filter(Boolean).join(' '),
      path: profile ? `/profile/${profile.xid}` : `/space?user_id=${u.id}`,
      image: u.photo_url,
    };
  });
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

/** Every source the sync reads, in order (search.services.ts; the tests build the same). */
export function searchSources(db: Db): SearchSource[] {
  return [
    playersSource(db, 'players'),
    playersSource(db, 'players-refresh'),
    playerProfilesSource(db),
    gamesSource(db),
    productsSource(db),
  ];
}
