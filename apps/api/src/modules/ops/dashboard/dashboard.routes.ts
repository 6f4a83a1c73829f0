import { opsDashboard } from '@app/shared/ops/dashboard-contracts';
import { type OpsRoutes, opsRoute } from '../ops-route';
import type { DashboardService } from './dashboard.service';

/** The dashboard's figures per day (analytics.read). */
export function registerDashboardRoutes(ops: OpsRoutes, dashboard: DashboardService): void {
  opsRoute(ops, { endpoint: opsDashboard, permission: 'analytics.read' }, (input) =>
    dashboard.figures(input.from, input.to),
  );
}
