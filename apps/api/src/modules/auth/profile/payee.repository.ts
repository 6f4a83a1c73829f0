import { compiledQuery } from '../../../db/compiled-query';
import type { DbOrTrx } from '../../../db/types';

const PAYEE_COLUMNS = ['id', 'username', 'first_name', 'last_name', 'photo_url', 'abnormal'] as const;

export interface PayeeRow {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  photo_url: string;
  abnormal: boolean;
}

function normalise(row: {
  id: unknown;
  username: string;
  first_name: string;
  last_name: string;
  photo_url: string;
  abnormal: unknown;
}): PayeeRow {
  return { ...row, id: Number(row.id), abnormal: Number(row.abnormal) === 1 };
}

/** Compiled once: every wallet transfer names its recipient by id (issue 10's ledger throughput). */
const payeeById = compiledQuery((db, v: { id: number }) =>
  db.selectFrom('app_user').select(PAYEE_COLUMNS).where('id', '=', v.id),
);

/** SQL of app_user for what payers see of other users (names and avatars, never phones). */
export const payeeRepository = {
  async byId(db: DbOrTrx, id: number): Promise<PayeeRow | undefined> {
    const [row] = await payeeById(db, { id });
    return row && normalise(row);
  },

  async byIds(db: DbOrTrx, ids: readonly number[]): Promise<PayeeRow[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('app_user')
      .select(PAYEE_COLUMNS)
      .where('id', 'in', [...ids])
      .execute();
    return rows.map(normalise);
  },

  async byUsername(db: DbOrTrx, username: string): Promise<PayeeRow | undefined> {
    const row = await db
      .selectFrom('app_user')
      .select(PAYEE_COLUMNS)
      .where('username', '=', username)
      .executeTakeFirst();
    return row && normalise(row);
  },

  /** Users whose username matches in any letter case (at most two: the caller wants exactly one). */
  async byUsernameAnyCase(db: DbOrTrx, username: string): Promise<PayeeRow[]> {
    const rows = await db
      .selectFrom('app_user')
      .select(PAYEE_COLUMNS)
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
      .limit(2)
      .execute();
    return rows.map(normalise);
  },

  async byPhone(db: DbOrTrx, phone: string): Promise<PayeeRow | undefined> {
    const row = await db.selectFrom('app_user').select(PAYEE_COLUMNS).where('phone', '=', phone).executeTakeFirst();
    return row && normalise(row);
  },
};
