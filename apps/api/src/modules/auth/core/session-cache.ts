import type { ChangeVersion } from '../../../db/change-version';

/** Entries kept at most; all of them go when the database changes, so this only bounds a quiet spell. */
const MAX_ENTRIES = 10_000;

/**
 * Live sessions as the database last answered, kept while the sessions' version is unchanged
 * (docs/decisions.md, "Ledger throughput, third pass"): the version is the `auth_epoch` counter, which
 * triggers bump whenever a session ends, is deleted or re-keyed, or its user's abnormal flag or phone
 * changes (migration 0008_session_epoch), in this process or any other. A logout, a password reset,
 * a phone change, an operator's abnormal flag is thus seen by the next request, while the rest of the
 * database (the ledger) may change without emptying the cache. The version is read BEFORE the lookup
 * whose answer is stored under it: a change in between leaves the answer under an older version, which
 * is never current again. Where there is no cheap version (PostgreSQL), nothing is kept. Only found
 * sessions are kept, so unknown keys cannot fill it. The last use of a kept session is the caller's
 * to refresh (session.service.ts): touching it does not change the version.
 */
export class SessionCache<T> {
  private version: string | undefined;
  private readonly entries = new Map<string, T>();

  constructor(private readonly changeVersion: ChangeVersion) {}

  /** Read before a lookup; pass it to get and set. */
  currentVersion(): string | undefined {
    return this.changeVersion();
  }

  get(key: string, version: string | undefined): T | undefined {
    if (version === undefined || version !== this.version) return undefined;
    return this.entries.get(key);
  }

  set(key: string, version: string | undefined, value: T): void {
    if (version === undefined) return;
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, value);
  }
}
