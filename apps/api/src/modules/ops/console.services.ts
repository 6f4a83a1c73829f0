import type { Db } from '../../db/types';
import { registerAdjustmentRoutes } from './adjustments/adjustments.routes';
import { AdjustmentsService } from './adjustments/adjustments.service';
import { ledgerAdjustmentKind } from './adjustments/ledger-adjustment-kind';
import { ApprovalKinds } from './approvals/approval-kind';
import { registerApprovalRoutes } from './approvals/approvals.routes';
import { ApprovalsService } from './approvals/approvals.service';
import type { OpsAudit } from './audit';
import { registerCatalogueRoutes } from './catalogue/catalogue.routes';
import { CatalogueService } from './catalogue/catalogue.service';
import type { OpsConsoleLinks } from './console-links';
import { registerDashboardRoutes } from './dashboard/dashboard.routes';
import { DashboardService } from './dashboard/dashboard.service';
import type { OpsConfig } from './ops.config';
import type { OpsRoutes } from './ops-route';
import { registerSupportRoutes } from './support/support.routes';
import { SupportService } from './support/support.service';

/** The console's pages over other modules' data: support, approvals, adjustments, catalogues, dashboard. */
export interface OpsConsoleServices {
  support: SupportService;
  approvals: ApprovalsService;
  adjustments: AdjustmentsService;
  catalogues: CatalogueService;
  dashboard: DashboardService;
}

export function createConsoleServices(
  db: Db,
  config: OpsConfig,
  audit: OpsAudit,
  links: OpsConsoleLinks,
  clock: () => number,
): OpsConsoleServices {
  const kinds = new ApprovalKinds();
  kinds.register(ledgerAdjustmentKind(links.wallet, audit));
  for (const kind of links.approvalKinds ?? []) kinds.register(kind);
  const approvals = new ApprovalsService(db, kinds, audit, clock);
  return {
    support: new SupportService(db, links.players, links.wallet, audit, clock),
    approvals,
    adjustments: new AdjustmentsService(
      db,
      config.adjustApprovalAbove,
      approvals,
      audit,
      links.players,
      links.wallet,
      clock,
    ),
    catalogues: new CatalogueService(db, links.catalogues, audit),
    dashboard: new DashboardService(links.players, links.wallet),
  };
}

export function registerConsoleRoutes(ops: OpsRoutes, services: OpsConsoleServices): void {
  registerSupportRoutes(ops, services.support);
  registerApprovalRoutes(ops, services.approvals);
  registerAdjustmentRoutes(ops, services.adjustments);
  registerCatalogueRoutes(ops, services.catalogues);
  registerDashboardRoutes(ops, services.dashboard);
}
