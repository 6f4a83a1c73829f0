import type { LoginResponse } from '@app/shared/auth/login-contracts';
import type { FastifyInstance } from 'fastify';
import { getAs } from './player-reads';
import { freshAddress, post, sessionHeaders } from './sign-in';

/** An answer's envelope as the module tests read it (fields checked one by one). */
export interface Answer {
  code: number;
  msg: string;
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field
  data: any;
}

/**
 * A signed-in player's calls for module tests: `call` POSTs from an address of its own (the
 * per-address budgets are not what those tests are about), `get` reads signed in or out.
 */
export function playerCalls(app: FastifyInstance) {
  return {
    call: async (login: LoginResponse, path: string, body: object): Promise<Answer> =>
      (await post(app, path, body, sessionHeaders(login), freshAddress())).body,
    get: (login: LoginResponse | undefined, path: string): Promise<Answer> => getAs(app, login, path),
  };
}
