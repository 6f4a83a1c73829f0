/**
 * The auth module's public face: other modules, plugins, the composition root and the shared test
 * helpers import only this (modules/auth/README.md says what each part is for).
 */
export { type AuthConfig, DEV_BOT, type OAuthProviderConfig } from './auth.config';
export { type AuthHooks, type AuthServices, createAuthServices } from './auth.services';
export type { SignInContext, SignInGuard, SignUpOrigin } from './core/account.service';
export { requirePhoneBound, requireRecentSignIn } from './core/guards';
export type { RateCounters } from './core/rate-counters';
export { sessionOf } from './core/request-session';
export { type RequestSignatures, signRequest } from './core/request-signature';
export type { SessionInfo, SessionService } from './core/session.service';
/** Password hashes, session tokens and their digests: the operator console (ops) reuses them. */
export { hashPassword, newSessionToken, sha256Hex, verifyPassword } from './core/tokens';
export type { LoginWidgetFields } from './messenger/login-widget';
export type { RequestOrigin } from './messenger/tg.service';
export { toE164 } from './phone/phone-number';
export { CapturingSmsSender, type SmsSender } from './phone/sms-sender';
export type { PlayerSupport, PlayerView } from './support/player-support';
export { registerTgRoutes } from './tg.routes';
export type { ThirdPartyService } from './third-party/third-party.service';
export { registerUserRoutes } from './user.routes';
