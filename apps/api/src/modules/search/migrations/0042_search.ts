import { type Kysely, sql } from 'kysely';
import { isPostgres, withIdColumn } from '../../../db/migrations/helpers';

/**
 * The search index (issue 18 item 5): one row per searchable thing, its words (search-text.ts) in
 * `title_words` / `body_words`, and a real full-text index over them: on SQLite an FTS5 table that
 * reads its text from `search_doc` (external content, kept in step by triggers), on PostgreSQL a
 * stored tsvector column (title weighted A, body B) with a GIN index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withIdColumn(db, db.schema.createTable('search_doc'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('ref', 'varchar(64)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    /** JSON object locale -> title for things named per language (games); '' otherwise. */
    .addColumn('titles', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('title_words', 'text', (c) => c.notNull())
    .addColumn('body_words', 'text', (c) => c.notNull())
    .addColumn('path', 'varchar(256)', (c) => c.notNull())
    .addColumn('image', 'varchar(512)', (c) => c.notNull())
    .addColumn('boost', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('search_doc_kind_ref', ['kind', 'ref'])
    .execute();
  // The sync's own progress per source (a cursor such as the last user id seen).
  await db.schema
    .createTable('search_cursor')
    .addColumn('source', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('cursor', 'varchar(64)', (c) => c.notNull())
    .addColumn('synced_at', 'bigint', (c) => c.notNull())
    .execute();

  if (isPostgres(db)) {
    await sql`alter table search_doc add column tsv tsvector generated always as (
      setweight(to_tsvector('simple', title_words), 'A') || setweight(to_tsvector('simple', body_words), 'B')
    ) stored`.execute(db);
    await sql`create index search_doc_tsv on search_doc using gin (tsv)`.execute(db);
    return;
  }
  // `kind` is a column of the full-text table too, so a filter by kind is part of the MATCH and the
  // ranking with its LIMIT runs inside FTS5 (search.repository.ts); its weight in bm25 is 0.
  await sql`create virtual table search_fts using fts5(
    kind, title_words, body_words, content='search_doc', content_rowid='id', tokenize='unicode61 remove_diacritics 0'
  )`.execute(db);
  await sql`insert into search_fts(search_fts, rank) values ('rank', 'bm25(0.0, 10.0, 1.0)')`.execute(db);
  await sql`create trigger search_doc_ai after insert on search_doc begin
    insert into search_fts(rowid, kind, title_words, body_words) values (new.id, new.kind, new.title_words, new.body_words);
  end`.execute(db);
  await sql`create trigger search_doc_ad after delete on search_doc begin
    insert into search_fts(search_fts, rowid, kind, title_words, body_words)
      values ('delete', old.id, old.kind, old.title_words, old.body_words);
  end`.execute(db);
  await sql`create trigger search_doc_au after update of title_words, body_words on search_doc begin
    insert into search_fts(search_fts, rowid, kind, title_words, body_words)
      values ('delete', old.id, old.kind, old.title_words, old.body_words);
    insert into search_fts(rowid, kind, title_words, body_words) values (new.id, new.kind, new.title_words, new.body_words);
  end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) {
    for (const t of ['search_doc_ai', 'search_doc_ad', 'search_doc_au'])
      await sql.raw(`drop trigger if exists ${t}`).execute(db);
    await sql`drop table if exists search_fts`.execute(db);
  }
  await db.schema.dropTable('search_cursor').execute();
  await db.schema.dropTable('search_doc').execute();
}
