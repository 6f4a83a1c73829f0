/** The auth module's public face: other modules, plugins and the composition root import only this. */
export { requirePhoneBound, requireRecentSignIn } from './core/guards';
export { sessionOf } from './core/request-session';
export type { SessionInfo, SessionService } from './core/session.service';
