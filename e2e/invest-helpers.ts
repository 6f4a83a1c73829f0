import { randomUUID } from 'node:crypto';
import Database from 'better-sqlite3';
import { API_URL, commonHeaders, type Session } from './auth-helpers';

/** The e2e API's database (playwright.config.ts E2E_DIR). */
const API_DB = `.tmp/e2e-${process.env.E2E_API_PORT ?? 18180}/api.db`;

/**
 * The test hook of the invest e2e: brings a position's maturity to now and its invest.mature job with it,
 * so the API's own job runner (polling each second) pays it as it would at the real maturity.
 */
export function matureNow(positionId: number): void {
  const db = new Database(API_DB, { timeout: 5_000 });
  try {
    const now = Date.now();
    db.prepare('UPDATE invest_position SET matures_at = ? WHERE id = ? AND state = ?').run(
      now - 1_000,
      positionId,
      'active',
    );
    db.prepare('UPDATE job SET run_at = ? WHERE key = ?').run(now, `invest.mature:${positionId}`);
  } finally {
    db.close();
  }
}

/** POST /invest/subscribe as the page does it (with an Idempotency-Key), to set up a position. */
export async function subscribeByApi(session: Session, product: string, amount: string) {
  const response = await fetch(`${API_URL}/invest/subscribe`, {
    method: 'POST',
    headers: { ...commonHeaders(session), 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ product, amount }),
  });
  return (await response.json()) as { code: number; msg: string; data: { id: number } };
}
