import type { FastifyBaseLogger } from 'fastify';
import { AccountService } from './auth/account.service';
import { SessionService } from './auth/session.service';
import { logSmsSender, type SmsSender } from './auth/sms-sender';
import type { AppConfig } from './config';
import type { Db } from './db/types';

/** The services shared by several modules, built once per app. */
export interface AppServices {
  sessions: SessionService;
  accounts: AccountService;
  sms: SmsSender;
}

/** Replaceable parts: tests and deployments pass their own (an SMS gateway, a capturing sender). */
export interface ServiceOverrides {
  sms?: SmsSender;
}

export function buildServices(
  config: AppConfig,
  db: Db,
  log: FastifyBaseLogger,
  overrides: ServiceOverrides = {},
): AppServices {
  const sessions = new SessionService(db, config.auth.sessionIdleMs);
  return {
    sessions,
    accounts: new AccountService(db, sessions),
    sms: overrides.sms ?? logSmsSender(log),
  };
}
