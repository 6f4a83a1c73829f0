import { BodyCode } from '@app/shared';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import type { tgAuthContact, tgRegisterOrLogin } from '@app/shared/auth/messenger-contracts';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { z } from 'zod';
import type { Db } from '../../../db/types';
import { isUniqueViolation } from '../../../db/unique-violation';
import { ApiError, invalidField } from '../../../lib/api-error';
import type { RequestContext } from '../../../lib/request-types';
import type { AuthConfig } from '../auth.config';
import { accountRepository } from '../core/account.repository';
import { type AccountService, bothGuards, type SignInGuard } from '../core/account.service';
import type { SessionInfo, SessionService } from '../core/session.service';
import type { PhoneBindingService } from '../phone/phone-binding.service';
import { rejectSigned, type SignedQueryKind, verifyContactData, verifyInitData } from './init-data';
import { type LoginWidgetFields, verifyLoginWidget } from './login-widget';
import { usedInitDataRepository } from './used-init-data.repository';

type LoginInput = z.output<(typeof tgRegisterOrLogin)['request']>;
type ContactInput = z.output<(typeof tgAuthContact)['request']>;

/** The messenger's provider name on user_identity and the login type it records. */
export const TG_PROVIDER = 'tg';

/** The refusal of a copy of init data whose session is still live (the client keeps that session). */
function initDataInUse() {
  return rejectSigned('init data', 'it already signed in and that session is still open; open the mini app again');
}

/** Where a sign-in request came from. */
export interface RequestOrigin {
  ctx: RequestContext;
  ip: string;
}

/** The phone as E.164; the messenger sends it without '+' at times. */
export function contactPhoneE164(phone: string): string | undefined {
  const trimmed = phone.trim();
  const parsed = parsePhoneNumberFromString(trimmed.startsWith('+') ? trimmed : `+${trimmed}`);
  return parsed?.isValid() ? parsed.number : undefined;
}

/** A messenger user as the sign-in core knows the identity (mini app and web login widget alike). */
function messengerIdentity(user: { id: number; username?: string; first_name: string }) {
  return { provider: TG_PROVIDER, subject: String(user.id), accountName: user.username || user.first_name };
}

/**
 * Messenger sign-in (spec 7.3 /tg/...): proves the messenger identity from signed init data or shared
 * contact data and hands over to AccountService, which owns users and sessions.
 */
export class TgService {
  constructor(
    private readonly auth: AuthConfig,
    private readonly accounts: AccountService,
    private readonly phoneBinding: PhoneBindingService,
    private readonly sessions: SessionService,
    private readonly db: Db,
    private readonly now: () => number = () => Date.now(),
  ) {}

  private botToken(botName: string, kind: SignedQueryKind): string {
    const token = Object.hasOwn(this.auth.bots, botName) ? this.auth.bots[botName] : undefined;
    if (!token) throw rejectSigned(kind, `unknown bot "${botName.slice(0, 64)}"`);
    return token;
  }

  /**
   * POST /tg/xw_register_or_login: first sight of a messenger user registers them. `also` is a
   * caller's own check in the same transaction (the casino brand confirms a web-login code with it).
   */
  async registerOrLogin(input: LoginInput, origin: RequestOrigin, also?: SignInGuard): Promise<LoginResponse> {
    const now = this.now();
    const { user, startParam, authDate, proof } = verifyInitData(input.init_data, {
      botToken: this.botToken(input.bot_name, 'init data'),
      maxAgeS: this.auth.initDataMaxAgeS,
      thirdPartyPublicKey: this.auth.thirdPartyPublicKey,
      nowMs: now,
    });
    // One init data, one live session (issue 21): a copy of it (a log, a shared link, a proxy) must
    // not open more sessions while the one it opened is live. The claim is written in the sign-in's own
    // transaction, so a refused sign-in claims nothing and two concurrent copies cannot both pass.
    const guard: SignInGuard = {
      before: async (trx) => {
        if (await usedInitDataRepository.heldByLiveSession(trx, proof, now, this.sessions.idleSince())) {
          throw initDataInUse();
        }
        await usedInitDataRepository.claim(trx, proof, user.id, (authDate + this.auth.initDataMaxAgeS) * 1000, now);
      },
      issued: (trx, sessionId) => usedInitDataRepository.attach(trx, proof, sessionId),
    };
    const login = this.accounts.signInWithIdentity(
      messengerIdentity(user),
      {
        username: user.username,
        first_name: user.first_name,
        // Absent in init data means the person has none (any more); is_premium is sent only when true.
        last_name: user.last_name ?? '',
        language_code: user.language_code,
        is_premium: user.is_premium === true,
        photo_url: user.photo_url,
      },
      'tg',
      {
        // The mini app's device id stands in when the D-Id header is absent.
        ctx: { ...origin.ctx, deviceId: origin.ctx.deviceId ?? (input.tg_did || undefined) },
        ip: origin.ip,
        startParam: input.start_param || startParam,
      },
      bothGuards(guard, also),
    );
    return login.catch((error: unknown) => {
      if (isUniqueViolation(error)) throw initDataInUse();
      throw error;
    });
  }

  /**
   * The messenger's web login widget (a browser, outside the messenger): the same messenger identity
   * and account as the mini app. Each widget answer signs in once; a copy of it is refused.
   */
  async signInWithLoginWidget(
    botName: string,
    data: LoginWidgetFields,
    origin: RequestOrigin & { startParam: string },
  ): Promise<LoginResponse> {
    const now = this.now();
    const { user, authDate, proof } = verifyLoginWidget(data, {
      botToken: this.botToken(botName, 'login widget data'),
      maxAgeS: this.auth.initDataMaxAgeS,
      nowMs: now,
    });
    const replayed = () => rejectSigned('login widget data', 'it was used before; sign in with the widget again');
    const guard: SignInGuard = {
      before: async (trx) => {
        if (await usedInitDataRepository.claimed(trx, proof, now)) throw replayed();
        await usedInitDataRepository.claim(trx, proof, user.id, (authDate + this.auth.initDataMaxAgeS) * 1000, now);
      },
      issued: (trx, sessionId) => usedInitDataRepository.attach(trx, proof, sessionId),
    };
    const login = this.accounts.signInWithIdentity(
      messengerIdentity(user),
      {
        username: user.username,
        first_name: user.first_name,
        last_name: user.last_name ?? '',
        photo_url: user.photo_url,
      },
      'tg',
      { ctx: origin.ctx, ip: origin.ip, startParam: origin.startParam },
      guard,
    );
    return login.catch((error: unknown) => {
      if (isUniqueViolation(error)) throw replayed();
      throw error;
    });
  }

  /** POST /tg/auth_contact: binds the phone the signed-in messenger user shared. */
  async bindContact(
    session: SessionInfo,
    input: ContactInput,
    ip: string,
  ): Promise<{ phone_number: string; bound: true }> {
    const userId = session.userId;
    if (!input.bot_name) throw new ApiError(BodyCode.AUTH_FAILED, 'need bot_name');
    if (!input.data) throw new ApiError(BodyCode.AUTH_FAILED, 'need data');
    const { contact } = verifyContactData(input.data, {
      botToken: this.botToken(input.bot_name, 'contact data'),
      maxAgeS: this.auth.initDataMaxAgeS,
      nowMs: this.now(),
    });
    const identity = await accountRepository.findIdentity(this.db, TG_PROVIDER, String(contact.user_id));
    if (identity?.userId !== userId) {
      throw rejectSigned('contact data', 'the contact is not the messenger account of the signed-in user');
    }
    const phone = contactPhoneE164(contact.phone_number);
    if (!phone) throw invalidField('data', 'contact phone_number is not a valid phone number');
    // The same rule as /user/bind_phone: a shared contact binds a first phone, but replacing a bound
    // one needs a recent sign-in and the old phone's code like any other way.
    await this.phoneBinding.bind(session, { phone, way: 'contact', oldPhoneCode: input.old_phone_code, ip });
    return { phone_number: phone, bound: true };
  }
}
