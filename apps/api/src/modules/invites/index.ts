/** The invites module's public face (issue 16, item 3): who invited whom and the milestone rewards. */
export { type InviteFact, inviteFacts } from './invite-facts';
export { registerInviteConfigRoutes, registerInvitesRoutes } from './invites.routes';
export type { InvitesPorts, InvitesService } from './invites.service';
export { createInvitesServices, type InvitesServices } from './invites.services';
