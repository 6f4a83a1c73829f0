import { opsAuditImage } from '@app/shared/tasklib/audit-ops-contracts';
import { type OpsRoutes, opsRoute } from '../ops';
import type { TasklibServices } from './tasklib.services';

/** The console's view of a task proof's screenshot (permission approvals.read: whoever sees the queue). */
export function registerTasklibOpsRoutes(ops: OpsRoutes, { audits }: TasklibServices): void {
  opsRoute(ops, { endpoint: opsAuditImage, permission: 'approvals.read' }, async (input) => {
    const image = await audits.image(input.audit_id);
    return {
      audit_id: input.audit_id,
      type: image.type,
      bytes: image.bytes.length,
      data_url: `data:${image.type};base64,${image.bytes.toString('base64')}`,
    };
  });
}
