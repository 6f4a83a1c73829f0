import type { ModuleDeps } from '../module-deps';
import type { ApprovalKind } from '../ops';
import { applicationApprovalKind } from './agent-approval';
import { AgentLinksService } from './agent-links.service';
import { AgentReports } from './agent-reports';
import type { AgentsPorts } from './agents.ports';
import { ApplicationsService } from './applications.service';
import { CommissionService } from './commission.service';
import { registerCommissionJob, scheduleCommission } from './commission-job';
import { dayOf } from './utc-days';

export interface AgentsServices {
  applications: ApplicationsService;
  links: AgentLinksService;
  commission: CommissionService;
  reports: AgentReports;
  /** The console's approvals-queue kind `agents.apply` (compose.ts registers it with ops). */
  applyKind: ApprovalKind;
}

export function createAgentsServices({ database, jobs }: ModuleDeps, ports: AgentsPorts): AgentsServices {
  const db = database.db;
  const now = ports.clock ?? (() => Date.now());
  const commission = new CommissionService(db, ports, now);
  // The first approval starts the daily commission chain (each day's job enqueues the next one).
  const applications = new ApplicationsService(db, ports, now, (trx, at) => scheduleCommission(jobs, trx, dayOf(at)));
  registerCommissionJob(jobs, commission, db);
  return {
    applications,
    links: new AgentLinksService(db, ports, applications, now),
    commission,
    reports: new AgentReports(db, ports, applications, now),
    applyKind: applicationApprovalKind(applications) as ApprovalKind,
  };
}
