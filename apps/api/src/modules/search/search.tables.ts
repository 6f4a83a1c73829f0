import type { Generated } from 'kysely';
import type { Ms } from '../../db/column-types';

/** One searchable thing (migration 0042_search). PostgreSQL adds a generated `tsv`, SQLite the FTS5 table. */
export interface SearchDocTable {
  id: Generated<number>;
  /** @app/shared/search/search-contracts SEARCH_KINDS. */
  kind: string;
  ref: string;
  title: string;
  /** JSON object locale -> title, '' when the thing has one title. */
  titles: Generated<string>;
  body: string;
  /** search-text.ts indexText of title and body: what the full-text index reads. */
  title_words: string;
  body_words: string;
  path: string;
  image: string;
  /** Ties between equally good matches go to the higher boost (a game's catalogue order, a post's likes). */
  boost: Generated<number>;
  updated_at: Ms;
}

export interface SearchCursorTable {
  source: string;
  cursor: string;
  synced_at: Ms;
}

export interface SearchTables {
  search_doc: SearchDocTable;
  search_cursor: SearchCursorTable;
}
