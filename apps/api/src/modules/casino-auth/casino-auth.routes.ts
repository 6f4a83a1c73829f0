import {
  humanCheckChallenge,
  humanCheckStatus,
  reportRechargeRecaptcha,
  reportTraineeRecaptcha,
} from '@app/shared/auth/casino-human-check-contracts';
import {
  casinoTgRegisterOrLogin,
  lbGoogleAuthUrl,
  lbGoogleLogin,
  lbLoginConf,
  lbSendPhoneCode,
  lbUserPhoneLogin,
  lbWebLoginInit,
  lbWebLoginResult,
  luckybearRegister,
  tgWebLogin,
} from '@app/shared/auth/casino-sign-in-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { sessionOf, toE164 } from '../auth';
import type { CasinoAuthServices } from './casino-auth.services';

/** The main site's sign-in limits (auth's user.routes.ts): per client address, counted in the database. */
const SIGN_IN_LIMIT = { rateLimit: { max: 30, timeWindow: 60_000 } };
const SEND_CODE_LIMIT = { rateLimit: { max: 10, timeWindow: 60_000 } };
/** The browser polls every 2 s for up to 2 minutes: 60 polls, with room for a retry or two. */
const POLL_LIMIT = { rateLimit: { max: 90, timeWindow: 60_000 } };

const origin = (request: FastifyRequest) => ({ ctx: request.ctx, ip: request.ip });

/** Sign-in of the casino brand (casino group, /casino/user/..., /casino/tg/..., /casino/lucky_bear/register). */
export async function registerCasinoAuthRoutes(
  scope: FastifyInstance,
  { signIn, webLogin, humanCheck, googleConfigured }: CasinoAuthServices,
): Promise<void> {
  registerEndpoint(scope, lbLoginConf, async () => signIn.loginConf(googleConfigured));

  registerEndpoint(
    scope,
    lbSendPhoneCode,
    async (input, request) => signIn.sendLoginCode(toE164(input.country_code, input.phone), request.ip),
    SEND_CODE_LIMIT,
  );
  registerEndpoint(
    scope,
    lbUserPhoneLogin,
    async (input, request) => signIn.phoneLogin(input, origin(request)),
    SIGN_IN_LIMIT,
  );
  registerEndpoint(
    scope,
    luckybearRegister,
    async (input, request) => signIn.register(input, origin(request)),
    SIGN_IN_LIMIT,
  );

  registerEndpoint(
    scope,
    lbGoogleAuthUrl,
    async (input) => ({ url: await signIn.googleAuthUrl(input) }),
    SIGN_IN_LIMIT,
  );
  registerEndpoint(
    scope,
    lbGoogleLogin,
    async (input, request) => signIn.googleLogin(input, origin(request)),
    SIGN_IN_LIMIT,
  );

  registerEndpoint(
    scope,
    tgWebLogin,
    async (input, request) => signIn.widgetLogin(input.bot_name, input.auth_data, input.start_param, origin(request)),
    SIGN_IN_LIMIT,
  );
  registerEndpoint(
    scope,
    casinoTgRegisterOrLogin,
    async (input, request) => signIn.tgRegisterOrLogin(input, origin(request)),
    SIGN_IN_LIMIT,
  );
  registerEndpoint(scope, lbWebLoginInit, async () => webLogin.start(), SIGN_IN_LIMIT);
  registerEndpoint(
    scope,
    lbWebLoginResult,
    async (input, request) =>
      webLogin.poll(input.code, input.poll_secret, { ctx: request.ctx, ip: request.ip, startParam: '' }),
    POLL_LIMIT,
  );

  const signedIn = { auth: 'required' } as const;
  registerEndpoint(
    scope,
    humanCheckChallenge,
    async (input, request) => humanCheck.challenge(sessionOf(request).userId, input.purpose),
    { ...signedIn, ...SIGN_IN_LIMIT },
  );
  registerEndpoint(
    scope,
    reportTraineeRecaptcha,
    async (input, request) => humanCheck.report(sessionOf(request).userId, 'trainee', input.challenge, input.solution),
    { ...signedIn, ...SIGN_IN_LIMIT },
  );
  registerEndpoint(
    scope,
    reportRechargeRecaptcha,
    async (input, request) => humanCheck.report(sessionOf(request).userId, 'recharge', input.challenge, input.solution),
    { ...signedIn, ...SIGN_IN_LIMIT },
  );
  registerEndpoint(
    scope,
    humanCheckStatus,
    async (_input, request) => ({
      list: await humanCheck.status(sessionOf(request).userId),
    }),
    signedIn,
  );
}
