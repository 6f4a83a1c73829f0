/**
 * The profiles module's public face (issue 18): creator profiles by xid and by player, their images
 * (through lib/images) and the products a creator shows. Posts, search, follow tasks and honor build on
 * ProfilesService's byXid, currentOf and productsOf; links to players (search, follow tasks) read
 * profileLinks (a player's current profile, many at once, and the profiles changed since a point).
 */

export { PROFILES_MIGRATIONS } from './migrations';
export { type CurrentProfile, type ProfileChangeCursor, profileLinks } from './profile-links';
export { registerProfileMediaRoutes } from './profile-media.routes';
export { loadProfilesConfig, PROFILES_ENV, type ProfilesConfig } from './profiles.config';
export { registerProfilesRoutes } from './profiles.routes';
export type { ProfilesService } from './profiles.service';
export { createProfilesServices, type ProfilesDeps, type ProfilesServices } from './profiles.services';
export type { ProfilesTables } from './profiles.tables';
