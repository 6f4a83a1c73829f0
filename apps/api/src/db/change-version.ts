import type BetterSqlite3 from 'better-sqlite3';

/**
 * A value that differs whenever any row of the database may have changed since it was last read,
 * or undefined when there is no cheap one. A cache may keep a read made after reading the version
 * for as long as the version stays the same (auth's session cache, docs/decisions.md).
 */
export type ChangeVersion = () => string | undefined;

/**
 * SQLite's versions, all read by ONE statement, and that read shared by the calls that follow it
 * until it could be out of date (docs/decisions.md, "API cost per request, fourth pass"):
 *
 * - the change version: `data_version` changes when another connection commits (another API process,
 *   the ledger check, an operator's shell), and `total_changes()` counts every row this connection
 *   changed, committed or not, rolled back or not. Both only grow, so an unchanged pair means no row
 *   changed;
 * - counters the schema keeps (a one-row table bumped by triggers, e.g. auth's `auth_epoch`). Only a
 *   committed value is a version: inside an open transaction of this connection the read could see a
 *   bump that is later rolled back, and a value that comes back after a rollback must never stand for
 *   two states, so there is no counter version then.
 *
 * Each statement is a read transaction of its own (two file locks and an fstat), the largest item of
 * a signed-in read that is answered from caches, which needs two versions (the session's and the
 * data's). So one statement reads them all, and its values are reused while all three hold:
 * - no request has arrived since (`requestArrived`, called by app.ts for every request): every request
 *   in flight then arrived before the read, so the read happened during each of them, and answering
 *   from it is answering as of that moment, which is within the request's lifetime;
 * - this connection has run no writing statement since (`writes`, counted by the prepared-statement
 *   cache): a request that writes and then reads sees its own write;
 * - the event loop has not moved on (the reuse ends at the next check phase), so work outside requests
 *   never reuses an old read.
 * When the statement cannot run (a closed handle) there is no version.
 */
export class SqliteVersions {
  private readonly counters: string[] = [];
  private statement: BetterSqlite3.Statement<[], unknown[]> | undefined;
  private kept: { values: (string | undefined)[]; arrivals: number; writes: number } | undefined;
  private arrivals = 0;
  private forgetScheduled = false;
  private endOfTurn: Promise<void> | undefined;

  constructor(
    private readonly database: BetterSqlite3.Database,
    private readonly writes: () => number,
  ) {}

  /** A request has begun: a read made before it must not answer it. */
  requestArrived(): void {
    this.arrivals++;
  }

  readonly changeVersion: ChangeVersion = () => this.read()?.[0];

  /**
   * Resolves in this event-loop turn's check phase (one setImmediate shared by every caller of the
   * turn), after the poll phase has parsed every request it read (docs/decisions.md, "API cost per
   * request, fifth pass"). Requests that wait for it before reading a version share one read: the
   * first version call after it reads, and as no request arrives in the check phase, the calls that
   * follow in its microtasks reuse that read (the rules above). The read is made after each of them
   * arrived and before any is answered, so it is as current as a read of its own would be.
   */
  readonly turnEnd = (): Promise<void> => {
    this.endOfTurn ??= new Promise<void>((resolve) =>
      setImmediate(() => {
        this.endOfTurn = undefined;
        resolve();
      }),
    );
    return this.endOfTurn;
  };

  /** The version of a counter (`sql` selects its one value). */
  counter(sql: string): ChangeVersion {
    const index = this.counters.push(sql);
    this.statement = undefined;
    return () => this.read()?.[index];
  }

  private read(): (string | undefined)[] | undefined {
    const kept = this.kept;
    if (kept !== undefined && kept.arrivals === this.arrivals && kept.writes === this.writes()) return kept.values;
    let row: unknown[];
    try {
      this.statement ??= this.database
        .prepare<[], unknown[]>(
          `select data_version || '.' || total_changes()${this.counters.map((sql) => `, (${sql})`).join('')} from pragma_data_version`,
        )
        .raw();
      row = this.statement.get() as unknown[];
    } catch {
      this.kept = undefined;
      return undefined;
    }
    if (this.database.inTransaction) return [String(row[0]), ...this.counters.map(() => undefined)];
    const values = row.map(String);
    this.kept = { values, arrivals: this.arrivals, writes: this.writes() };
    this.forgetAtNextTurn();
    return values;
  }

  private forgetAtNextTurn(): void {
    if (this.forgetScheduled) return;
    this.forgetScheduled = true;
    setImmediate(() => {
      this.forgetScheduled = false;
      this.kept = undefined;
    }).unref();
  }
}

/** PostgreSQL has no cheap equivalent (a query costs a round trip): reads are never cached there. */
export const noChangeVersion: ChangeVersion = () => undefined;
