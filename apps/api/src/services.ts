import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/types';
import { AccountService } from './modules/auth/core/account.service';
import { SessionService } from './modules/auth/core/session.service';
import { fileSmsSender, logSmsSender, type SmsSender } from './modules/auth/phone/sms-sender';
import { OAuthClients } from './modules/auth/third-party/oauth-client';
import { ThirdPartyService } from './modules/auth/third-party/third-party.service';
import { WalletService } from './modules/wallet/wallet.service';

/** The services shared by several modules, built once per app. */
export interface AppServices {
  sessions: SessionService;
  accounts: AccountService;
  sms: SmsSender;
  /** Third-party sign-in (OIDC providers of config.auth.oauthProviders, discovered on first use). */
  thirdParty: ThirdPartyService;
  /** The off-chain ledger's rules; the only way balances change. */
  wallet: WalletService;
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
  const wallet = new WalletService(db, config.wallet);
  // A new user gets the welcome bonus inside the registration's own transaction.
  const accounts = new AccountService(db, sessions, (trx, userId) => wallet.creditSignupBonus(trx, userId));
  return {
    sessions,
    accounts,
    wallet,
    thirdParty: new ThirdPartyService(db, accounts, new OAuthClients(config.auth.oauthProviders, log)),
    sms: overrides.sms ?? (config.auth.sms.kind === 'file' ? fileSmsSender(config.auth.sms.path) : logSmsSender(log)),
  };
}
