/**
 * The missions module's public face (issue 15 item 6): its services and routes, and the hook other
 * modules' events reach it through (wired in compose.ts): `recordMissionEvent`, `signInEvent`.
 */
export { syncMissions } from './mission-def.repository';
export { type MissionEvent, recordMissionEvent } from './mission-event.repository';
export { signInEvent } from './mission-signin';
export { registerMissionsRoutes } from './missions.routes';
export type { MissionsPorts } from './missions.service';
export { createMissionsServices, type MissionsDeps, type MissionsServices } from './missions.services';
