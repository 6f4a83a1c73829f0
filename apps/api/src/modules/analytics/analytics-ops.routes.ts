import { opsAnalyticsReport } from '@app/shared/analytics/contracts';
import { type OpsRoutes, opsRoute } from '../ops';
import type { AnalyticsServices } from './analytics.services';

/** The operator report (issue 11): behind the analytics.read permission, in the operator console. */
export function registerAnalyticsOpsRoutes(ops: OpsRoutes, { analytics }: AnalyticsServices): void {
  opsRoute(ops, { endpoint: opsAnalyticsReport, permission: 'analytics.read' }, (input) =>
    analytics.report(input.days),
  );
}
