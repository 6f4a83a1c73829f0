import type { LoginResponse } from '@app/shared/auth/login-contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/types';
import { ledgerAccounts } from '../../src/modules/wallet/test/helpers/wallet-ledger';
import { sessionHeaders } from './sign-in';
import { commonHeaders } from './test-app';

/** A GET as a signed-in player (or signed out), answered as the envelope. */
export async function getAs(app: FastifyInstance, login: LoginResponse | undefined, path: string) {
  const res = await app.inject({ method: 'GET', url: path, headers: login ? sessionHeaders(login) : commonHeaders() });
  return res.json() as {
    code: number;
    msg: string;
    // biome-ignore lint/suspicious/noExplicitAny: tests read the data of many different answers field by field
    data: any;
  };
}

/** A player's balance of one coin in base units, read from the ledger (0 when the account does not exist). */
export async function coinBalance(db: Db, userId: number, coin: string): Promise<bigint> {
  return (await ledgerAccounts(db, [userId])).find((r) => r.coin === coin && r.userId === userId)?.balance ?? 0n;
}
