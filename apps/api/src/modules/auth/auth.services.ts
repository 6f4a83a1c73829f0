import type { DbOrTrx } from '../../db/types';
import type { ModuleDeps } from '../module-deps';
import type { AuthConfig } from './auth.config';
import { AccountService, type InviteLinkResolver, type SignUpOrigin } from './core/account.service';
import { RateCounters } from './core/rate-counters';
import { RequestSignatures } from './core/request-signature';
import { SessionService } from './core/session.service';
import { TgService } from './messenger/tg.service';
import { OtpService } from './phone/otp.service';
import { PhoneBindingService } from './phone/phone-binding.service';
import { fileSmsSender, logSmsSender, type SmsSender } from './phone/sms-sender';
import { PayeeDirectory } from './profile/payee-directory';
import { type UserMoneyLinks, UserService } from './profile/user.service';
import { PlayerSupport } from './support/player-support';
import { OAuthClients } from './third-party/oauth-client';
import { ThirdPartyService } from './third-party/third-party.service';

export interface AuthServices {
  sessions: SessionService;
  /** Users and the one path every sign-in way ends in. */
  accounts: AccountService;
  /** Profile, VIP, wallet addresses, sessions list and password reset. */
  users: UserService;
  /** Who a payer means (id, username, phone) and the names of past counterparties. */
  payees: PayeeDirectory;
  otp: OtpService;
  /** The one rule for binding and changing a phone, whichever way it comes. */
  phoneBinding: PhoneBindingService;
  /** Messenger (mini app) sign-in and contact sharing. */
  messenger: TgService;
  /** Third-party sign-in (OIDC providers of config.auth.oauthProviders, discovered on first use). */
  thirdParty: ThirdPartyService;
  rateCounters: RateCounters;
  signatures: RequestSignatures;
  /** What the operator console reads and changes of players (search, sessions, the abnormal flag). */
  players: PlayerSupport;
}

/** What the composition root plugs into the sign-in core: auth itself imports no other module. */
export interface AuthHooks {
  /**
   * Runs inside the registration's own transaction (the wallet's welcome bonus, the invites' attribution):
   * `origin` is who invited the user (auth's referrer rule) and the raw start parameter they came with.
   */
  onUserCreated?: (trx: DbOrTrx, userId: number, origin: SignUpOrigin) => Promise<void>;
  /** Invite codes that are not a player's: agent link slugs (the agents module); none by default. */
  inviteLinks?: InviteLinkResolver;
  /** VIP experience a user earned outside auth (wagering in the games, the vip module); none by default. */
  earnedVipExperience?: (userId: number) => Promise<number>;
  /** Replaces the configured SMS sender (an SMS gateway; tests capture codes). */
  sms?: SmsSender;
  /** The money a profile shows: saved MoMo accounts, holdings in USDT (payments and wallet). */
  money?: UserMoneyLinks;
}

/** The sessions' own change counter, one row bumped by triggers (migration 0008_session_epoch). */
const SESSION_EPOCH_SQL = 'select value from auth_epoch where id = 1';

export function createAuthServices(
  { config, database, log }: ModuleDeps<AuthConfig>,
  hooks: AuthHooks = {},
): AuthServices {
  const db = database.db;
  // Kept sessions live while auth_epoch is unchanged (migration 0008_session_epoch, core/session-cache.ts).
  const sessions = new SessionService(db, config.sessionIdleMs, database.counterVersion(SESSION_EPOCH_SQL));
  const accounts = new AccountService(db, sessions, hooks.onUserCreated, undefined, undefined, hooks.inviteLinks);
  const sms = hooks.sms ?? (config.sms.kind === 'file' ? fileSmsSender(config.sms.path) : logSmsSender(log));
  const otp = new OtpService(db, sms);
  const phoneBinding = new PhoneBindingService(db, otp);
  return {
    sessions,
    accounts,
    users: new UserService(db, sessions, hooks.earnedVipExperience, undefined, hooks.money),
    payees: new PayeeDirectory(db),
    otp,
    phoneBinding,
    messenger: new TgService(config, accounts, phoneBinding, sessions, db),
    thirdParty: new ThirdPartyService(db, accounts, new OAuthClients(config.oauthProviders, log)),
    rateCounters: new RateCounters(db),
    signatures: new RequestSignatures(db, config.appSigningKey),
    players: new PlayerSupport(db, sessions),
  };
}
