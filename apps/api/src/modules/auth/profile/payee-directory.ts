import { DEFAULT_DIAL_CODE, dialCodeFor } from '@app/shared';
import { batchedOnPostgres } from '../../../db/batched-calls';
import type { Db } from '../../../db/types';
import { invalidField } from '../../../lib/api-error';
import { readPhone } from '../phone/phone-number';
import { type PayeeRow, payeeRepository } from './payee.repository';

/** What a payer may see of another user (issue 20): who they are, never how to reach them. */
export interface Payee {
  id: number;
  username: string;
  /** The person's name, else their username. */
  displayName: string;
  headUrl: string;
}

function payeeOf(row: PayeeRow): Payee {
  const name = `${row.first_name} ${row.last_name}`.trim();
  return { id: row.id, username: row.username, displayName: name || row.username, headUrl: row.photo_url };
}

/** A user who can be paid: an abnormal account (spec 8.1) is unavailable, so it is nobody to pay. */
function payable(row: PayeeRow | undefined): Payee | undefined {
  return row && !row.abnormal ? payeeOf(row) : undefined;
}

/**
 * Finding the person to pay (by id, username or phone) and naming the other side of past transfers.
 * Phones are matched, never answered.
 */
export class PayeeDirectory {
  /** Every transfer names its recipient: on PostgreSQL those of requests arriving together are one query. */
  private readonly rowById: (id: number) => Promise<PayeeRow | undefined>;

  constructor(private readonly db: Db) {
    this.rowById = batchedOnPostgres(
      db,
      (id) => payeeRepository.byId(db, id),
      async (ids) => {
        const rows = new Map((await payeeRepository.byIds(db, [...new Set(ids)])).map((row) => [row.id, row]));
        return ids.map((id) => rows.get(id));
      },
    );
  }

  async byId(id: number): Promise<Payee | undefined> {
    return payable(await this.rowById(id));
  }

  /** Names of past counterparties, abnormal ones included (history shows who it was). */
  async names(ids: readonly number[]): Promise<Map<number, Payee>> {
    const rows = await payeeRepository.byIds(this.db, [...new Set(ids)]);
    return new Map(rows.map((row) => [row.id, payeeOf(row)]));
  }

  /** "@Alice" or "alice" finds alice: the exact name first, else the one user whose name differs only in case. */
  async byUsername(text: string): Promise<Payee | undefined> {
    const name = text.replace(/^@/, '');
    const exact = await payeeRepository.byUsername(this.db, name);
    if (exact) return payable(exact);
    const anyCase = await payeeRepository.byUsernameAnyCase(this.db, name);
    return anyCase.length === 1 ? payable(anyCase[0]) : undefined;
  }

  /** A phone with "+" and its dial code, or a national number read in the caller's country. */
  async byPhone(text: string, country: string): Promise<Payee | undefined> {
    const phone = readPhone(text, dialCodeFor(country) ?? DEFAULT_DIAL_CODE);
    if (!phone) throw invalidField('value', 'is not a valid phone number');
    return payable(await payeeRepository.byPhone(this.db, phone));
  }
}
