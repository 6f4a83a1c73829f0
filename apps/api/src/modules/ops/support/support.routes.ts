import { opsEndPlayerSessions, opsFlagPlayer, opsGetPlayer, opsSearchPlayers } from '@app/shared/ops/support-contracts';
import { opsPlayerLedger } from '@app/shared/wallet/ops-contracts';
import { type OpsRoutes, opsRoute } from '../ops-route';
import type { SupportService } from './support.service';

/** Player support: search, the record and ledger (users.read, each read audited), sessions (sessions.end), the flag (users.flag). */
export function registerSupportRoutes(ops: OpsRoutes, support: SupportService): void {
  opsRoute(ops, { endpoint: opsSearchPlayers, permission: 'users.read' }, (input, { actor }) =>
    support.search(actor, input.q, input.page, input.page_size),
  );
  opsRoute(ops, { endpoint: opsGetPlayer, permission: 'users.read' }, (input, { actor }) =>
    support.record(actor, input.user_id),
  );
  opsRoute(
    ops,
    { endpoint: opsPlayerLedger, permission: 'users.read' },
    async (input, { actor }) =>
      (await support.ledger(actor, input.user_id, input.coin, input.cursor, input.limit)) as never,
  );
  opsRoute(ops, { endpoint: opsEndPlayerSessions, permission: 'sessions.end' }, (input, { actor }) =>
    support.endSessions(actor, input.user_id, input.session_id, input.reason),
  );
  opsRoute(ops, { endpoint: opsFlagPlayer, permission: 'users.flag' }, (input, { actor }) =>
    support.flag(actor, input.user_id, input.abnormal, input.reason),
  );
}
