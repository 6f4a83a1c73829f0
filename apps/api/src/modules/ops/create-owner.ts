import { ZOpsEmail, ZOpsPassword } from '@app/shared/ops/auth-contracts';
import type { Operator } from '@app/shared/ops/operator-contracts';
import { z } from 'zod';
import type { Db } from '../../db/types';
import { OpsAudit } from './audit';
import { OperatorService } from './operator.service';
import { OpsSessions } from './ops-sessions';

const ZOwner = z.object({
  email: ZOpsEmail,
  password: ZOpsPassword,
  display_name: z.string().trim().min(1).max(64),
});

/**
 * `npm run ops:create-owner` (cli/ops-create-owner.ts): the first owner, made outside any request.
 * Refused while an owner exists, unless `force`. Throws with a readable message on bad input.
 */
export async function createOwner(
  db: Db,
  input: { email: string; password: string; display_name?: string },
  force: boolean,
  now: () => number = () => Date.now(),
): Promise<Operator> {
  const parsed = ZOwner.safeParse({ ...input, display_name: input.display_name || input.email.split('@')[0] });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${issue?.path.join('.')}: ${issue?.message}`);
  }
  // No session is opened here: the owner signs in through the console and enrols TOTP there.
  const sessions = new OpsSessions(db, { sessionIdleMs: 0, sessionMaxMs: 0 }, now);
  return new OperatorService(db, sessions, new OpsAudit(db, now), now).createOwner(parsed.data, force);
}
