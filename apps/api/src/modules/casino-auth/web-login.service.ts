import { randomBytes } from 'node:crypto';
import { BodyCode } from '@app/shared';
import type { WebLoginStatus } from '@app/shared/auth/casino-sign-in-contracts';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { writeTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { safeEqual } from '../../lib/safe-equal';
import { type AuthServices, type SignInContext, type SignInGuard, sha256Hex } from '../auth';
import { webLoginRepository } from './web-login.repository';

/** A handshake lives 2 minutes: long enough to scan and tap, short enough that a photo of the QR is stale. */
export const WEB_LOGIN_TTL_MS = 2 * 60 * 1000;
/** How often the browser asks. */
export const WEB_LOGIN_POLL_MS = 2000;
/** The prefix of the messenger start parameter that carries a code (t.me/<bot>?start=weblogin_<code>). */
export const WEB_LOGIN_START_PREFIX = 'weblogin_';

/** No 0/O, 1/I/L: people may read the code off the screen. 32 symbols, 12 of them: 60 bits. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 12;

function newCode(): string {
  return Array.from(randomBytes(CODE_LENGTH), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

const invalid = () => new ApiError(BodyCode.WEB_LOGIN_INVALID, undefined, { field: 'code' });
const expired = () => new ApiError(BodyCode.WEB_LOGIN_EXPIRED, undefined, { field: 'code' });
const used = () => new ApiError(BodyCode.WEB_LOGIN_USED, undefined, { field: 'code' });

export interface WebLoginStart {
  code: string;
  bot_name: string;
  deep_link: string;
  poll_secret: string;
  expires_at: number;
  poll_interval_ms: number;
}

export interface WebLoginPoll {
  status: WebLoginStatus;
  login: LoginResponse | null;
  expires_at: number;
}

/**
 * The messenger web-login handshake (issue 13): a signed-out browser gets a one-time code (shown as a
 * t.me link / QR code) and a polling secret only it knows; the person opens the link, the mini app
 * signs in with its init data and confirms the code (casino tg/register_or_login); the browser polls
 * with code + secret and gets its own new session, once. The session is opened at collection, in
 * the same transaction that marks the code collected, so two polls cannot both get one.
 */
export class WebLoginService {
  constructor(
    private readonly db: Db,
    private readonly accounts: AuthServices['accounts'],
    /** The bot people are sent to ('' = web login not offered). */
    private readonly botName: string,
    private readonly now: () => number,
  ) {}

  get bot(): string {
    return this.botName;
  }

  async start(): Promise<WebLoginStart> {
    if (!this.botName) {
      throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'Messenger web login is not offered here (no public bot)');
    }
    const now = this.now();
    const pollSecret = randomBytes(32).toString('base64url');
    const expiresAt = now + WEB_LOGIN_TTL_MS;
    const code = newCode();
    await writeTransaction(this.db, (trx) =>
      webLoginRepository.insert(trx, {
        code,
        botName: this.botName,
        pollSecretHash: sha256Hex(pollSecret),
        now,
        expiresAt,
      }),
    );
    return {
      code,
      bot_name: this.botName,
      deep_link: `https://t.me/${this.botName}?start=${WEB_LOGIN_START_PREFIX}${code}`,
      poll_secret: pollSecret,
      expires_at: expiresAt,
      poll_interval_ms: WEB_LOGIN_POLL_MS,
    };
  }

  /**
   * The check the messenger sign-in runs in its own transaction to confirm a code for the user it
   * signs in: an unknown code, one of another bot, a used or an expired one refuses that sign-in.
   */
  confirmation(code: string, botName: string): SignInGuard {
    const now = this.now();
    return {
      before: async (trx) => {
        const row = await webLoginRepository.find(trx, code);
        if (!row || row.botName !== botName) throw invalid();
        if (row.confirmedAt !== null) throw used();
        if (row.expiresAt <= now) throw expired();
      },
      issued: async (trx, _sessionId, userId) => {
        // The conditional update decides a race between two confirmations of one code.
        if (!(await webLoginRepository.confirm(trx, code, userId, now))) throw used();
      },
    };
  }

  /** The browser's poll: a wrong secret is answered as an unknown code; a confirmed code's session comes once. */
  async poll(code: string, pollSecret: string, signIn: SignInContext): Promise<WebLoginPoll> {
    const now = this.now();
    const row = await webLoginRepository.find(this.db, code);
    if (!row || !safeEqual(row.pollSecretHash, sha256Hex(pollSecret))) throw invalid();
    if (row.deliveredAt !== null) throw used();
    if (row.expiresAt <= now) return { status: 'expired', login: null, expires_at: row.expiresAt };
    if (row.confirmedAt === null || row.userId === null) {
      return { status: 'pending', login: null, expires_at: row.expiresAt };
    }
    const login = await this.accounts.signInKnownUser(row.userId, 'tg', signIn, {
      before: async (trx) => {
        if (!(await webLoginRepository.deliver(trx, code, now))) throw used();
      },
      issued: async () => {},
    });
    return { status: 'confirmed', login, expires_at: row.expiresAt };
  }
}
