import { BodyCode } from '@app/shared';
import {
  getAllWalletAddr,
  getUserInfo,
  getVipProfile,
  publicCheck,
  regist,
  registWalletView,
} from '@app/shared/auth/account-contracts';
import {
  bindPhone,
  phoneAndPasswordReset,
  registerOrLoginByPhone,
  sendOtpViaPhone,
} from '@app/shared/auth/phone-contracts';
import { logout, sessionEnd, sessionList } from '@app/shared/auth/session-contracts';
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { ApiError, invalidField } from '../../lib/api-error';
import { registerEndpoint } from '../../lib/route';
import type { AuthServices } from './auth.services';
import { sessionOf } from './core/request-session';
import { hashPassword } from './core/tokens';
import { toE164 } from './phone/phone-number';
import { registerThirdPartyRoutes } from './third-party.routes';

/** Per client address: sign-in calls are cheap to try, so they are limited (counted in the database). */
const SIGN_IN_LIMIT = { max: 30, timeWindow: 60_000 };
const SEND_CODE_LIMIT = { max: 10, timeWindow: 60_000 };

/** User group (spec 7.3, /user/...): phone and form sign-in, profile, sessions, third-party accounts. */
export async function registerUserRoutes(scope: FastifyInstance, services: AuthServices): Promise<void> {
  const { otp, users } = services;
  // Spec 7.3: /user/regist takes a form body.
  await scope.register(formbody);

  registerEndpoint(
    scope,
    sendOtpViaPhone,
    async (input, request) => {
      const phone = toE164(input.country_code, input.phone);
      // A bind code is for a signed-in user only: nobody else can start binding a phone.
      if (input.purpose === 'bind') await services.sessions.authenticate(request.ctx);
      // A change code goes only to the phone bound to the signed-in user (its owner confirms the change).
      if (input.purpose === 'change') {
        const session = await services.sessions.authenticate(request.ctx);
        if (session.phone !== phone) throw invalidField('phone', 'must be the phone bound to your account');
      }
      return otp.sendAndDescribe(phone, input.purpose, request.ip);
    },
    { rateLimit: SEND_CODE_LIMIT },
  );

  registerEndpoint(
    scope,
    registerOrLoginByPhone,
    async (input, request) => {
      const phone = toE164(input.country_code, input.phone);
      await otp.verify(phone, 'login', input.code);
      if (input.expect_user_id !== undefined) {
        // Re-verifying the signed-in user: never switch to (or create) another account.
        const owner = await services.accounts.userIdOfPhone(phone);
        if (owner !== input.expect_user_id) {
          throw new ApiError(BodyCode.AUTH_FAILED, 'This phone number does not belong to your account', {
            field: 'phone',
          });
        }
      }
      return services.accounts.signInWithPhone(phone, {
        ctx: request.ctx,
        ip: request.ip,
        startParam: input.start_param,
        inviteCode: input.invite_code || undefined,
      });
    },
    { rateLimit: SIGN_IN_LIMIT },
  );

  registerEndpoint(
    scope,
    bindPhone,
    async (input, request) => {
      const phone = toE164(input.country_code, input.phone);
      await services.phoneBinding.bind(sessionOf(request), {
        phone,
        way: 'code',
        proveNewPhone: () => otp.verify(phone, 'bind', input.code),
        oldPhoneCode: input.old_phone_code,
        ip: request.ip,
      });
      return { phone_number: phone, bound: true };
    },
    { auth: 'required', rateLimit: SIGN_IN_LIMIT },
  );

  registerEndpoint(
    scope,
    regist,
    async (input, request) => {
      // Spec 7.3: is_form_test=1 may come in the form or in the query string.
      if (input.is_form_test === '1' || (request.query as Record<string, unknown>).is_form_test === '1') {
        if (await services.accounts.usernameTaken(input.username))
          throw invalidField('username', 'is already taken', BodyCode.CONFLICT);
        return { form_test: true, login: null };
      }
      const login = await services.accounts.register(input.username, await hashPassword(input.password), {
        ctx: request.ctx,
        ip: request.ip,
        startParam: '',
        inviteCode: input.invite_code || undefined,
      });
      return { form_test: false, login };
    },
    { rateLimit: SIGN_IN_LIMIT },
  );

  registerEndpoint(
    scope,
    phoneAndPasswordReset,
    async (input, request) => {
      const phone = toE164(input.country_code, input.phone);
      const reallyChange = (request.query as Record<string, unknown>).is_really_change === '1';
      await otp.verify(phone, 'reset', input.code, reallyChange);
      if (!reallyChange) return { changed: false, user_id: 0 };
      return users.resetPassword(phone, input.new_password);
    },
    { rateLimit: SIGN_IN_LIMIT },
  );

  registerEndpoint(
    scope,
    registWalletView,
    async (input, request) => {
      const session = sessionOf(request);
      const user = await users.user(session.userId);
      return {
        user_id: user.id,
        wallet_addr: user.wallet_addr,
        wallet_addr_sol: user.wallet_addr_sol,
        ...(input.is_mission_setting === 'true'
          ? {
              mission_setting: {
                newbie_guide: user.newbie_guide,
                guide_done: user.newbie_guide === '',
                phone_bound: user.phone !== null,
              },
            }
          : {}),
        // Everything the player holds in the ledger, valued in USDT at the price table (issue 14).
        ...(input.is_usdt_value === '1' ? { usdt_value: await users.usdtValue(session.userId) } : {}),
      };
    },
    { auth: 'required' },
  );

  registerEndpoint(scope, publicCheck, async (input) =>
    users.publicFacts(input.user_id, input.is_invite_code === '1', input.is_project_angel === '1'),
  );
  registerEndpoint(scope, getUserInfo, async (_input, request) => users.info(sessionOf(request).userId), {
    auth: 'required',
  });
  registerEndpoint(
    scope,
    getAllWalletAddr,
    async (input, request) => {
      const session = sessionOf(request);
      if (input.user_id !== undefined && input.user_id !== session.userId) {
        throw invalidField('user_id', 'must be the signed-in user');
      }
      return users.walletAddresses(session.userId);
    },
    { auth: 'required' },
  );
  registerEndpoint(scope, getVipProfile, async (_input, request) => users.vip(sessionOf(request).userId), {
    auth: 'required',
  });
  registerEndpoint(scope, sessionList, async (_input, request) => users.listSessions(sessionOf(request)), {
    auth: 'required',
  });
  registerEndpoint(
    scope,
    sessionEnd,
    async (input, request) => users.endOtherSession(sessionOf(request), input.session_id),
    { auth: 'required' },
  );
  registerEndpoint(
    scope,
    logout,
    async (_input, request) => {
      const session = sessionOf(request);
      return { ended: await services.sessions.end(session.userId, session.id) };
    },
    { auth: 'required' },
  );

  await registerThirdPartyRoutes(scope, services);
}
