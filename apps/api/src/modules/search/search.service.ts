import type { SearchHit, SearchKind } from '@app/shared/search/search-contracts';
import { writeTransaction } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/types';
import type { SearchDocInput, SearchRepository, SearchRow } from './search.repository';
import type { SearchSource } from './search-sources';
import { keywordWords, snippetOf } from './search-text';

export interface SearchInput {
  keyword: string;
  kinds?: SearchKind[];
  page: number;
  one_page_cnt: number;
}

/** How many documents one source's batch holds, and how many batches of new players one run reads at most. */
const BATCH = 1000;
const NEW_PLAYER_BATCHES_PER_RUN = 20;
const PUT_CHUNK = 500;

/** The rolling pass starts over once it has read every player (it picks up edited names and pictures). */
const ROLLING = new Set(['players-refresh']);

export class SearchService {
  constructor(
    private readonly db: Db,
    private readonly repository: SearchRepository,
    private readonly sources: readonly SearchSource[],
    private readonly now: () => number,
  ) {}

  async search(input: SearchInput, locale: string): Promise<{ list: SearchHit[]; has_more: boolean }> {
    const words = keywordWords(input.keyword);
    // Only punctuation or symbols: nothing can match, and nothing is an error either.
    if (words.length === 0) return { list: [], has_more: false };
    const limit = input.one_page_cnt;
    const rows = await this.repository.find({
      words,
      kinds: input.kinds ?? [],
      limit: limit + 1,
      offset: (input.page - 1) * limit,
    });
    return { list: rows.slice(0, limit).map((row) => hitOf(row, locale)), has_more: rows.length > limit };
  }

  /** The public face for areas that write through (posts): in the caller's transaction. */
  put(db: DbOrTrx, doc: SearchDocInput): Promise<void> {
    return this.repository.put(db, doc, this.now());
  }

  remove(db: DbOrTrx, kind: SearchKind, ref: string): Promise<void> {
    return this.repository.remove(db, kind, ref);
  }

  /**
   * One sync run over every source (the search.sync job; tests call it directly). Each batch and its
   * cursor commit together, so a crash mid-run resumes where it stopped, and a batch done twice only
   * writes the same rows again. Returns how many documents each source offered.
   */
  async sync(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const source of this.sources) {
      counts[source.name] = await this.syncSource(source);
    }
    return counts;
  }

  private async syncSource(source: SearchSource): Promise<number> {
    let cursor = await this.repository.cursor(source.name);
    let total = 0;
    const batches = source.name === 'players' ? NEW_PLAYER_BATCHES_PER_RUN : 1;
    for (let i = 0; i < batches; i++) {
      const batch = await source.next(cursor, BATCH);
      const now = this.now();
      const nextCursor = batch.done && ROLLING.has(source.name) ? '0' : batch.cursor;
      await writeTransaction(this.db, async (trx) => {
        // Chunks keep each statement under SQLite's bound-parameter limit (11 columns a row).
        for (let at = 0; at < batch.docs.length; at += PUT_CHUNK) {
          await this.repository.putMany(trx, batch.docs.slice(at, at + PUT_CHUNK), now);
        }
        if (batch.complete) {
          await this.repository.removeAllBut(
            trx,
            source.kind,
            batch.docs.map((d) => d.ref),
          );
        }
        await this.repository.setCursor(trx, source.name, nextCursor, now);
      });
      total += batch.docs.length;
      cursor = nextCursor;
      if (batch.done) break;
    }
    return total;
  }
}

function hitOf(row: SearchRow, locale: string): SearchHit {
  return {
    kind: row.kind as SearchKind,
    ref: row.ref,
    title: localTitle(row, locale),
    snippet: snippetOf(row.body),
    path: row.path,
    image: row.image,
  };
}

function localTitle(row: SearchRow, locale: string): string {
  if (!row.titles) return row.title;
  try {
    const titles = JSON.parse(row.titles) as Record<string, string>;
    return titles[locale] ?? row.title;
  } catch {
    return row.title;
  }
}
