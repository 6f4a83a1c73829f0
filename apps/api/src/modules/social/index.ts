/**
 * The social module's public face (issue 18 item 2): network connections (OAuth 2.0 + PKCE, tokens
 * sealed at rest), the spec 7.3 social_media calls, and follow tasks paid once through ledger holds.
 */

export type { CodeInput, SignInProviderTokens, TokenAnswer } from './connection.service';
export type { FollowTaskPorts } from './follow-task.service';
export { SOCIAL_MIGRATIONS } from './migrations';
export { loadSocialConfig, SOCIAL_ENV, type SocialConfig } from './social.config';
export { registerSocialRoutes } from './social.routes';
export { createSocialServices, type SocialDeps, type SocialServices } from './social.services';
export type { SocialTables } from './social.tables';
