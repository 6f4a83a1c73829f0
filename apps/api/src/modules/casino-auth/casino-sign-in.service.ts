import { BodyCode } from '@app/shared';
import type {
  casinoTgRegisterOrLogin,
  lbGoogleLogin,
  lbUserPhoneLogin,
  luckybearRegister,
} from '@app/shared/auth/casino-sign-in-contracts';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import type { z } from 'zod';
import type { Db } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import type { RequestContext } from '../../lib/request-types';
import { type AuthServices, type LoginWidgetFields, type SignInContext, toE164 } from '../auth';
import type { CasinoAuthConfig } from './casino-auth.config';
import { luckybearPlayerRepository } from './luckybear-player.repository';
import { WEB_LOGIN_START_PREFIX, WEB_LOGIN_TTL_MS, type WebLoginService } from './web-login.service';

/** The third-party provider the brand's Google button uses (OAUTH_PROVIDERS' media_type). */
export const GOOGLE_PROVIDER = 'google';

/** Where a sign-in request came from. */
export interface Origin {
  ctx: RequestContext;
  ip: string;
}

type In<E extends { request: z.ZodType }> = z.output<E['request']>;

/**
 * Sign-in of the casino brand (issue 13): every way proves the person through the auth module's
 * sign-in core (one-time codes, OAuth 2.0 + PKCE, messenger data) and ends in its accounts and
 * sessions, so a player is the same account on the brand and on the main site.
 */
export class CasinoSignInService {
  constructor(
    private readonly db: Db,
    private readonly auth: Pick<AuthServices, 'accounts' | 'otp' | 'thirdParty' | 'messenger'>,
    private readonly config: CasinoAuthConfig,
    private readonly webLogin: WebLoginService,
    private readonly now: () => number,
  ) {}

  /** The brand's "send code": the main site's one-time code of purpose login. */
  sendLoginCode(phone: string, clientAddress: string) {
    return this.auth.otp.sendAndDescribe(phone, 'login', clientAddress);
  }

  async phoneLogin(input: In<typeof lbUserPhoneLogin>, origin: Origin): Promise<LoginResponse> {
    const phone = toE164(input.country_code, input.phone);
    await this.auth.otp.verify(phone, 'login', input.code);
    return this.auth.accounts.signInWithPhone(phone, signInOf(origin, input.start_param, input.invite_code));
  }

  /**
   * A new account on the brand: the phone must have none yet (1009, checked before the code is used
   * up, and again inside the registration's transaction), and the brand records the player's country.
   */
  async register(input: In<typeof luckybearRegister>, origin: Origin): Promise<LoginResponse> {
    const phone = toE164(input.country_code, input.phone);
    const signIn = signInOf(origin, input.start_param, input.invite_code);
    if ((await this.auth.accounts.userIdOfPhone(phone)) !== undefined) {
      throw new ApiError(BodyCode.CONFLICT, 'This phone number already has an account: sign in instead', {
        field: 'phone',
      });
    }
    await this.auth.otp.verify(phone, 'login', input.code);
    const country = input.country ?? origin.ctx.country;
    return this.auth.accounts.registerWithPhone(phone, signIn, (trx, userId) =>
      luckybearPlayerRepository.insert(trx, userId, country, this.now()),
    );
  }

  async googleAuthUrl(input: { redirect_uri: string; code_challenge: string; state: string }): Promise<string> {
    return this.auth.thirdParty.oauth.authorizationUrl(GOOGLE_PROVIDER, {
      redirectUri: input.redirect_uri,
      codeChallenge: input.code_challenge,
      state: input.state,
    });
  }

  async googleLogin(input: In<typeof lbGoogleLogin>, origin: Origin): Promise<LoginResponse> {
    return this.auth.thirdParty.signIn({ ...input, media_type: GOOGLE_PROVIDER }, signInOf(origin, input.start_param));
  }

  async widgetLogin(botName: string, data: LoginWidgetFields, startParam: string, origin: Origin) {
    return this.auth.messenger.signInWithLoginWidget(botName, data, { ...origin, startParam });
  }

  /** The main site's messenger sign-in; with a web-login code (given, or as start parameter) it confirms it too. */
  async tgRegisterOrLogin(
    input: In<typeof casinoTgRegisterOrLogin>,
    origin: Origin,
  ): Promise<LoginResponse & { web_login_confirmed: boolean }> {
    const fromStart = input.start_param.startsWith(WEB_LOGIN_START_PREFIX)
      ? input.start_param.slice(WEB_LOGIN_START_PREFIX.length)
      : undefined;
    const code = input.web_login_code ?? fromStart;
    const guard = code ? this.webLogin.confirmation(code, input.bot_name) : undefined;
    // A start parameter that carried the code is no referral parameter.
    const login = await this.auth.messenger.registerOrLogin(
      { ...input, start_param: fromStart ? '' : input.start_param },
      origin,
      guard,
    );
    return { ...login, web_login_confirmed: guard !== undefined };
  }

  loginConf(googleConfigured: boolean) {
    return {
      session_exempt_user_ids: this.config.sessionExemptUserIds,
      tg_bot: this.webLogin.bot,
      google: googleConfigured,
      web_login_ttl_s: WEB_LOGIN_TTL_MS / 1000,
    };
  }

  /** The brand's own record of a player registered through lucky_bear/register. */
  player(userId: number) {
    return luckybearPlayerRepository.find(this.db, userId);
  }
}

function signInOf(origin: Origin, startParam: string, inviteCode = ''): SignInContext {
  return { ctx: origin.ctx, ip: origin.ip, startParam, inviteCode: inviteCode || undefined };
}
