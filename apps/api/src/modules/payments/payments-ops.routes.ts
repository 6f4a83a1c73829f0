import { opsPlayerOrders } from '@app/shared/payments/ops-contracts';
import { type OpsAudit, type OpsRoutes, opsRoute } from '../ops';
import type { PaymentsServices } from './payments.services';

/** The console's view of a player's orders (permission users.read; each read is in the audit log). */
export function registerPaymentsOpsRoutes(ops: OpsRoutes, { reads }: PaymentsServices, audit: OpsAudit): void {
  opsRoute(ops, { endpoint: opsPlayerOrders, permission: 'users.read' }, (input, { actor }) =>
    reads.forOperator(actor, audit, input.user_id, { type: input.type, status: input.status }, input.page, input.size),
  );
}
