import { randomBytes, randomInt } from 'node:crypto';
import { BodyCode, parseStartParam } from '@app/shared';
import type { LoginResponse, LoginType } from '@app/shared/auth/login-contracts';
import { randomUserId } from '@app/shared/auth/user-id';
import { writeTransaction } from '../../../db/transaction';
import type { Db, DbOrTrx } from '../../../db/types';
import { ApiError } from '../../../lib/api-error';
import type { RequestContext } from '../../../lib/request-types';
import { accountRepository, type ProfileColumns } from './account.repository';
import type { SessionService } from './session.service';

/** Who is signing in and from where: the parts of a request every sign-in way records. */
export interface SignInContext {
  ctx: Pick<RequestContext, 'platform' | 'deviceId'>;
  ip: string;
  /** The mini app start parameter or a referral link's parameter (spec 3: from, m, path, dialog). */
  startParam: string;
  /** An invite code typed in a form; wins over the start parameter's `m`. */
  inviteCode?: string;
}

/** What a new user came with, for the onUserCreated hook (the invites module's attribution). */
export interface SignUpOrigin {
  /** The inviter by auth's rule (an invite code typed, else the start parameter's `m`), or null. */
  referrerId: number | null;
  startParam: string;
  /** When the invite code was an agent's link (issue 16 item 4): the link's package and campaign. */
  link?: { pkg: string; campaign: string };
}

/** Resolves a code that is not a player's invite code: an agent link's slug (the agents module). */
export type InviteLinkResolver = (
  trx: DbOrTrx,
  code: string,
) => Promise<{ inviterId: number; pkg: string; campaign: string } | undefined>;

/** Profile fields a sign-in way may know about the person (messenger user data, OIDC claims). */
export interface SignInProfile {
  username?: string;
  first_name?: string;
  last_name?: string;
  language_code?: string;
  is_premium?: boolean;
  photo_url?: string;
}

/**
 * A sign-in way's own check inside the sign-in transaction (the messenger's one-init-data-one-session
 * rule, the casino brand's web-login code): `before` runs first and refuses by throwing, with nothing
 * written; `issued` learns the new session (and whose it is) before the transaction commits, and may
 * still refuse by throwing, which rolls the whole sign-in back.
 */
export interface SignInGuard {
  before(trx: DbOrTrx): Promise<void>;
  issued(trx: DbOrTrx, sessionId: number, userId: number): Promise<void>;
}

/** Two guards as one: each step of `first`, then the same step of `second`. */
export function bothGuards(first: SignInGuard, second: SignInGuard | undefined): SignInGuard {
  if (!second) return first;
  return {
    before: async (trx) => {
      await first.before(trx);
      await second.before(trx);
    },
    issued: async (trx, sessionId, userId) => {
      await first.issued(trx, sessionId, userId);
      await second.issued(trx, sessionId, userId);
    },
  };
}

/** A proven external identity: the messenger user id, or an OIDC issuer's subject. */
export interface ProvenIdentity {
  provider: string;
  subject: string;
  accountName: string;
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newInviteCode(): string {
  const bytes = randomBytes(8);
  return Array.from(bytes, (b) => INVITE_ALPHABET[b % INVITE_ALPHABET.length]).join('');
}

/** Draws of a free id before giving up: with about 115 million ids, a second draw is already rare. */
const USER_ID_DRAWS = 8;

/** A random new user id (packages/shared auth/user-id.ts) from the cryptographic source. */
const drawUserId = () => randomUserId((min, max) => randomInt(min, max + 1));

/** newbie_guide_aiagent flags the agent guide (spec 3) for people who arrive from an AI-agent link. */
function guideFor(mediaSource: string): string {
  return mediaSource.startsWith('aiagent') ? 'newbie_guide_aiagent' : 'newbie_guide';
}

/**
 * Accounts and the one path every sign-in way ends in: find or create the user, open a session and
 * answer the login response (spec 3). Each way (messenger, phone, third party, form) proves the
 * identity first, in its own module, and then calls this service.
 */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    /** Runs inside the registration's transaction (the wallet's welcome bonus). */
    private readonly onUserCreated: (
      trx: DbOrTrx,
      userId: number,
      origin: SignUpOrigin,
    ) => Promise<void> = async () => {},
    private readonly now: () => number = () => Date.now(),
    /** Where new user ids come from (tests script collisions). */
    private readonly newUserId: () => number = drawUserId,
    /** Agent link slugs, which sign-in forms send as the invite code (the agents module, via compose.ts). */
    private readonly inviteLinks: InviteLinkResolver = async () => undefined,
  ) {}

  /** Messenger or third-party sign-in: the identity names the user; first sight registers. */
  async signInWithIdentity(
    identity: ProvenIdentity,
    profile: SignInProfile,
    loginType: LoginType,
    signIn: SignInContext,
    guard?: SignInGuard,
  ): Promise<LoginResponse> {
    return writeTransaction(this.db, async (trx) => {
      await guard?.before(trx);
      const known = await accountRepository.findIdentity(trx, identity.provider, identity.subject);
      let userId: number;
      let isNew = false;
      if (known) {
        userId = known.userId;
        await accountRepository.updateProfile(trx, userId, profileColumns(profile));
      } else {
        userId = await this.createUser(trx, profile, loginType, signIn, null);
        await accountRepository.insertIdentity(trx, {
          user_id: userId,
          provider: identity.provider,
          subject: identity.subject,
          account_name: identity.accountName,
          now: this.now(),
        });
        isNew = true;
      }
      return this.openSession(trx, userId, loginType, signIn, isNew, guard);
    });
  }

  /** Phone sign-in (after the one-time code was checked): the phone names the user. */
  async signInWithPhone(phone: string, signIn: SignInContext): Promise<LoginResponse> {
    return writeTransaction(this.db, async (trx) => {
      const known = await accountRepository.findByPhone(trx, phone);
      const userId = known?.id ?? (await this.createUser(trx, {}, 'phone', signIn, phone));
      return this.openSession(trx, userId, 'phone', signIn, !known);
    });
  }

  /**
   * Registration by phone (after the one-time code was checked): a phone that already has an account
   * is a conflict, not a sign-in. `onRegistered` runs inside the registration's transaction (the casino
   * brand records its player there).
   */
  async registerWithPhone(
    phone: string,
    signIn: SignInContext,
    onRegistered: (trx: DbOrTrx, userId: number) => Promise<void> = async () => {},
  ): Promise<LoginResponse> {
    return writeTransaction(this.db, async (trx) => {
      if (await accountRepository.findByPhone(trx, phone)) {
        throw new ApiError(BodyCode.CONFLICT, 'This phone number already has an account: sign in instead', {
          field: 'phone',
        });
      }
      const userId = await this.createUser(trx, {}, 'phone', signIn, phone);
      await onRegistered(trx, userId);
      return this.openSession(trx, userId, 'phone', signIn, true);
    });
  }

  /**
   * A new session for a user another proof already named (the web-login handshake: the messenger
   * confirmed the user, the browser collects its own session). `guard` makes it happen once.
   */
  async signInKnownUser(
    userId: number,
    loginType: LoginType,
    signIn: SignInContext,
    guard: SignInGuard,
  ): Promise<LoginResponse> {
    return writeTransaction(this.db, async (trx) => {
      await guard.before(trx);
      return this.openSession(trx, userId, loginType, signIn, false, guard);
    });
  }

  async userIdOfPhone(phone: string): Promise<number | undefined> {
    return (await accountRepository.findByPhone(this.db, phone))?.id;
  }

  async usernameTaken(username: string): Promise<boolean> {
    return accountRepository.usernameTaken(this.db, username);
  }

  /** Form registration with a username and password (POST /user/regist). */
  async register(username: string, passwordHash: string, signIn: SignInContext): Promise<LoginResponse> {
    return writeTransaction(this.db, async (trx) => {
      if (await accountRepository.usernameTaken(trx, username)) {
        throw new ApiError(BodyCode.CONFLICT, 'Username is already taken', { field: 'username' });
      }
      const userId = await this.createUser(trx, { username }, 'regist', signIn, null, passwordHash);
      return this.openSession(trx, userId, 'regist', signIn, true);
    });
  }

  /** Binds an identity to a signed-in user; a conflict when it already belongs to someone else. */
  async bindIdentity(userId: number, identity: ProvenIdentity): Promise<{ boundAt: number }> {
    return writeTransaction(this.db, async (trx) => {
      const known = await accountRepository.findIdentity(trx, identity.provider, identity.subject);
      if (known && known.userId !== userId) {
        throw new ApiError(BodyCode.CONFLICT, 'This account is already bound to another user');
      }
      if (known) return { boundAt: known.createdAt };
      const bound = (await accountRepository.listIdentities(trx, userId)).find((i) => i.provider === identity.provider);
      if (bound) throw new ApiError(BodyCode.CONFLICT, 'Another account of this provider is already bound');
      const now = this.now();
      await accountRepository.insertIdentity(trx, {
        user_id: userId,
        provider: identity.provider,
        subject: identity.subject,
        account_name: identity.accountName,
        now,
      });
      return { boundAt: now };
    });
  }

  private async createUser(
    trx: DbOrTrx,
    profile: SignInProfile,
    loginType: LoginType,
    signIn: SignInContext,
    phone: string | null,
    passwordHash: string | null = null,
  ): Promise<number> {
    const start = parseStartParam(signIn.startParam);
    const { referrerId, link } = await this.referrerOf(trx, signIn.inviteCode, start.m);
    const userId = await this.insertUnderFreeId(trx, {
      username: await this.freeUsername(trx, profile.username),
      password_hash: passwordHash,
      ...profileColumns(profile),
      phone,
      media_source: start.from,
      referrer_id: referrerId,
      start_param: signIn.startParam.slice(0, 512),
      newbie_guide: guideFor(start.from),
      login_type: loginType,
      invite_code: newInviteCode(),
      created_at: this.now(),
    });
    await this.onUserCreated(trx, userId, { referrerId, startParam: signIn.startParam.slice(0, 512), link });
    return userId;
  }

  /** Inserts the new user under a random id, drawing again while the id is taken. */
  private async insertUnderFreeId(
    trx: DbOrTrx,
    user: Parameters<typeof accountRepository.insertWithId>[2],
  ): Promise<number> {
    for (let draw = 0; draw < USER_ID_DRAWS; draw++) {
      const id = this.newUserId();
      if (await accountRepository.insertWithId(trx, id, user)) return id;
    }
    throw new Error(`no free user id in ${USER_ID_DRAWS} draws`);
  }

  /**
   * An invite code wins (a player's code, else an agent link's slug, which also names the link's
   * package and campaign); else the start parameter's `m` when it names an existing user.
   */
  private async referrerOf(
    trx: DbOrTrx,
    inviteCode: string | undefined,
    m: string,
  ): Promise<{ referrerId: number | null; link?: { pkg: string; campaign: string } }> {
    if (inviteCode) {
      const code = inviteCode.toUpperCase();
      const id = await accountRepository.findByInviteCode(trx, code);
      if (id !== undefined) return { referrerId: id };
      const link = await this.inviteLinks(trx, code);
      if (link === undefined)
        throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'Unknown invite code', { field: 'invite_code' });
      return { referrerId: link.inviterId, link: { pkg: link.pkg, campaign: link.campaign } };
    }
    if (/^\d{1,15}$/.test(m)) {
      const inviter = await accountRepository.findById(trx, Number(m));
      if (inviter) return { referrerId: inviter.id };
    }
    return { referrerId: null };
  }

  /** The wished-for name when free (messenger usernames), else a generated one. */
  private async freeUsername(trx: DbOrTrx, wish: string | undefined): Promise<string> {
    const base = wish?.replace(/[^A-Za-z0-9_]/g, '').slice(0, 32);
    if (base && base.length >= 3 && !(await accountRepository.usernameTaken(trx, base))) return base;
    for (;;) {
      const candidate = `${base && base.length >= 3 ? base : 'user'}_${randomBytes(4).readUInt32BE() % 1_000_000}`;
      if (!(await accountRepository.usernameTaken(trx, candidate))) return candidate;
    }
  }

  private async openSession(
    trx: DbOrTrx,
    userId: number,
    loginType: LoginType,
    signIn: SignInContext,
    isNew: boolean,
    guard?: SignInGuard,
  ): Promise<LoginResponse> {
    const user = await accountRepository.findById(trx, userId);
    if (!user) throw new Error(`user ${userId} vanished inside its own transaction`);
    if (user.abnormal) throw new ApiError(BodyCode.ACCOUNT_ABNORMAL, undefined, { user_id: userId });
    const { token, id } = await this.sessions.issue(trx, userId, loginType, signIn.ctx, signIn.ip);
    await guard?.issued(trx, id, userId);
    return {
      user_id: userId,
      user_secret_key: token,
      username: user.username,
      user_login: loginType,
      media_source: user.media_source,
      newbie_guide: user.newbie_guide,
      is_new_user: isNew,
    };
  }
}

function profileColumns(profile: SignInProfile): ProfileColumns {
  const columns: ProfileColumns = {};
  if (profile.first_name !== undefined) columns.first_name = profile.first_name.slice(0, 128);
  if (profile.last_name !== undefined) columns.last_name = profile.last_name.slice(0, 128);
  if (profile.language_code !== undefined) columns.language_code = profile.language_code.slice(0, 16);
  if (profile.photo_url !== undefined) columns.photo_url = profile.photo_url.slice(0, 1024);
  if (profile.is_premium !== undefined) columns.is_premium = profile.is_premium ? 1 : 0;
  return columns;
}
