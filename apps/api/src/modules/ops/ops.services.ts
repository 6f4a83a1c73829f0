import { SecretBox } from '../../lib/secret-box';
import type { RateCounters } from '../auth';
import type { ModuleDeps } from '../module-deps';
import { OpsAudit } from './audit';
import { createConsoleServices, type OpsConsoleServices } from './console.services';
import type { OpsConsoleLinks } from './console-links';
import { OperatorService } from './operator.service';
import type { OpsConfig } from './ops.config';
import { OpsGuard } from './ops-route';
import { OpsSessions } from './ops-sessions';
import { OpsSignInService } from './ops-sign-in.service';
import { SignInLimits } from './sign-in-limits';

export interface OpsServices {
  operators: OperatorService;
  signIn: OpsSignInService;
  sessions: OpsSessions;
  /** The append-only log: other modules' operator actions record themselves through it. */
  audit: OpsAudit;
  guard: OpsGuard;
  config: OpsConfig;
  clock: () => number;
  /** Support, approvals, adjustments, catalogues and the dashboard (console.services.ts). */
  console: OpsConsoleServices;
}

export interface OpsLinks {
  /** auth's database rate counters (sign-in budgets per address and per email). */
  counters: Pick<RateCounters, 'hit'>;
  /** Tests pass a fixed clock (idle timeout, TOTP windows, locks). */
  clock?: () => number;
  /** Players, the wallet and the catalogues, through their modules' public faces. */
  console: OpsConsoleLinks;
}

export function createOpsServices({ config, database }: ModuleDeps<OpsConfig>, links: OpsLinks): OpsServices {
  const db = database.db;
  const clock = links.clock ?? (() => Date.now());
  const audit = new OpsAudit(db, clock);
  const sessions = new OpsSessions(db, config, clock);
  const operators = new OperatorService(db, sessions, audit, clock);
  const limits = new SignInLimits(db, config, links.counters, audit, clock);
  const box = new SecretBox(config.totpKey, 'ops-totp');
  return {
    operators,
    signIn: new OpsSignInService(db, config, sessions, limits, box, audit, clock),
    sessions,
    audit,
    guard: new OpsGuard(sessions, operators, config.consoleOrigins),
    config,
    clock,
    console: createConsoleServices(db, config, audit, links.console, clock),
  };
}
