import { opsAdjustmentLimits, opsRequestAdjustment } from '@app/shared/wallet/ops-contracts';
import { type OpsRoutes, opsRoute } from '../ops-route';
import { type AdjustmentsService, adjustmentKeyOf } from './adjustments.service';

/** Ledger adjustments (ledger.adjust.request); their approval is the queue's (approvals/). */
export function registerAdjustmentRoutes(ops: OpsRoutes, adjustments: AdjustmentsService): void {
  opsRoute(ops, { endpoint: opsAdjustmentLimits, permission: 'ledger.adjust.request' }, async () =>
    adjustments.limits(),
  );
  opsRoute(ops, { endpoint: opsRequestAdjustment, permission: 'ledger.adjust.request' }, (input, { actor, request }) =>
    adjustments.request(actor, input, adjustmentKeyOf(request.headers)),
  );
}
