import type { SearchKind } from '@app/shared/search/search-contracts';
import { sql } from 'kysely';
import type { Db, DbOrTrx } from '../../db/types';
import { ftsQuery, indexText, tsQuery } from './search-text';

/** A thing to index, as its area describes it. */
export interface SearchDocInput {
  kind: SearchKind;
  ref: string;
  title: string;
  /** Locale -> title, for things named per language. */
  titles?: Record<string, string>;
  body: string;
  path: string;
  image: string;
  boost?: number;
}

export interface SearchRow {
  kind: string;
  ref: string;
  title: string;
  titles: string;
  body: string;
  path: string;
  image: string;
}

export interface SearchPage {
  words: readonly string[];
  kinds: readonly SearchKind[];
  limit: number;
  offset: number;
}

/**
 * The index's reads and writes. Writing is the same SQL on both databases (the full-text side follows
 * by trigger or generated column); reading is the one place the two differ, `find`, behind this one
 * interface (issue 18: "behind one repository interface").
 */
export interface SearchRepository {
  put(db: DbOrTrx, doc: SearchDocInput, now: number): Promise<void>;
  /** One statement for many (a sync batch, a bulk load); a ref twice in one call is not allowed. */
  putMany(db: DbOrTrx, docs: readonly SearchDocInput[], now: number): Promise<void>;
  remove(db: DbOrTrx, kind: SearchKind, ref: string): Promise<void>;
  /** Removes the docs of `kind` whose ref is not in `keep` (a catalogue's disabled or deleted things). */
  removeAllBut(db: DbOrTrx, kind: SearchKind, keep: readonly string[]): Promise<number>;
  find(page: SearchPage): Promise<SearchRow[]>;
  cursor(source: string): Promise<string | undefined>;
  setCursor(db: DbOrTrx, source: string, cursor: string, now: number): Promise<void>;
}

function rowOf(doc: SearchDocInput, now: number) {
  return {
    kind: doc.kind,
    ref: doc.ref,
    title: doc.title,
    titles: doc.titles ? JSON.stringify(doc.titles) : '',
    body: doc.body,
    // Every language's title is searchable: a player finds a game by the name they know it by.
    title_words: indexText([doc.title, ...Object.values(doc.titles ?? {})].join(' ')),
    body_words: indexText(doc.body),
    path: doc.path,
    image: doc.image,
    boost: doc.boost ?? 0,
    updated_at: now,
  };
}

const COLUMNS = ['d.kind', 'd.ref', 'd.title', 'd.titles', 'd.body', 'd.path', 'd.image'] as const;

abstract class BaseSearchRepository implements SearchRepository {
  constructor(protected readonly db: Db) {}

  put(db: DbOrTrx, doc: SearchDocInput, now: number): Promise<void> {
    return this.putMany(db, [doc], now);
  }

  async putMany(db: DbOrTrx, docs: readonly SearchDocInput[], now: number): Promise<void> {
    if (docs.length === 0) return;
    await db
      .insertInto('search_doc')
      .values(docs.map((doc) => rowOf(doc, now)))
      .onConflict((oc) =>
        // Unchanged things are not rewritten: the sync puts whole catalogues every run.
        oc
          .columns(['kind', 'ref'])
          .doUpdateSet((eb) => ({
            title: eb.ref('excluded.title'),
            titles: eb.ref('excluded.titles'),
            body: eb.ref('excluded.body'),
            title_words: eb.ref('excluded.title_words'),
            body_words: eb.ref('excluded.body_words'),
            path: eb.ref('excluded.path'),
            image: eb.ref('excluded.image'),
            boost: eb.ref('excluded.boost'),
            updated_at: eb.ref('excluded.updated_at'),
          }))
          .where(
            sql<boolean>`search_doc.title <> excluded.title or search_doc.titles <> excluded.titles
              or search_doc.body <> excluded.body or search_doc.path <> excluded.path
              or search_doc.image <> excluded.image or search_doc.boost <> excluded.boost`,
          ),
      )
      .execute();
  }

  async remove(db: DbOrTrx, kind: SearchKind, ref: string): Promise<void> {
    await db.deleteFrom('search_doc').where('kind', '=', kind).where('ref', '=', ref).execute();
  }

  async removeAllBut(db: DbOrTrx, kind: SearchKind, keep: readonly string[]): Promise<number> {
    let query = db.deleteFrom('search_doc').where('kind', '=', kind);
    if (keep.length > 0) query = query.where('ref', 'not in', [...keep]);
    const result = await query.executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async cursor(source: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('search_cursor')
      .select('cursor')
      .where('source', '=', source)
      .executeTakeFirst();
    return row?.cursor;
  }

  async setCursor(db: DbOrTrx, source: string, cursor: string, now: number): Promise<void> {
    await db
      .insertInto('search_cursor')
      .values({ source, cursor, synced_at: now })
      .onConflict((oc) => oc.column('source').doUpdateSet({ cursor, synced_at: now }))
      .execute();
  }

  abstract find(page: SearchPage): Promise<SearchRow[]>;
}

/**
 * SQLite: FTS5 MATCH ranked by its `rank` (bm25 with the title ten times the text, set by the
 * migration), the kind filter a column filter inside the MATCH, the page cut inside FTS5 before the
 * documents are read: a common word matches tens of thousands of rows, and only a page of them is joined.
 */
class SqliteSearchRepository extends BaseSearchRepository {
  async find({ words, kinds, limit, offset }: SearchPage): Promise<SearchRow[]> {
    // The words are matched in the text columns only: a keyword "game" must not match every game's kind.
    const text = `{title_words body_words} : (${ftsQuery(words)})`;
    const match = kinds.length > 0 ? `kind : (${kinds.join(' OR ')}) AND ${text}` : text;
    const page = sql<{
      id: number;
      rank: number;
    }>`(select rowid as id, rank from search_fts where search_fts match ${match} order by rank limit ${limit} offset ${offset})`;
    return this.db
      .selectFrom(page.as('f'))
      .innerJoin('search_doc as d', 'd.id', 'f.id')
      .select(COLUMNS)
      .orderBy('f.rank')
      .orderBy('d.boost', 'desc')
      .orderBy('d.id')
      .execute();
  }
}

/** PostgreSQL: the tsvector column against to_tsquery('simple'), ranked by ts_rank (weights A/B). */
class PostgresSearchRepository extends BaseSearchRepository {
  async find({ words, kinds, limit, offset }: SearchPage): Promise<SearchRow[]> {
    const q = sql`to_tsquery('simple', ${tsQuery(words)})`;
    let query = this.db.selectFrom('search_doc as d').select(COLUMNS).where(sql<boolean>`d.tsv @@ ${q}`);
    if (kinds.length > 0) query = query.where('d.kind', 'in', [...kinds]);
    return query
      .orderBy(sql`ts_rank(d.tsv, ${q})`, 'desc')
      .orderBy('d.boost', 'desc')
      .orderBy('d.id')
      .limit(limit)
      .offset(offset)
      .execute();
  }
}

export function createSearchRepository(db: Db, kind: 'sqlite' | 'postgres'): SearchRepository {
  return kind === 'postgres' ? new PostgresSearchRepository(db) : new SqliteSearchRepository(db);
}
