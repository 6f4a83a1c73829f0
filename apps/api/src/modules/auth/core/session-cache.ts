import type { ChangeVersion } from '../../../db/change-version';

/** Entries kept at most; all of them go when the database changes, so this only bounds a quiet spell. */
const MAX_ENTRIES = 10_000;

/**
 * Live sessions as the database last answered, kept only while the database has not changed at all
 * (docs/decisions.md, "API cost per request"): a logout, a password reset, a phone change, an
 * operator's abnormal flag, in this process or any other, is a row change, which changes the
 * version, so the next request looks the session up again. The version is read BEFORE the lookup
 * whose answer is stored under it: a change in between leaves the answer under an older version,
 * which is never current again. Where the database has no cheap version (PostgreSQL), nothing is
 * kept. Only found sessions are kept, so unknown keys cannot fill it.
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
