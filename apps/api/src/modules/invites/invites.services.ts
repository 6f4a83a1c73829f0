import type { ModuleDeps } from '../module-deps';
import { type InvitesPorts, InvitesService } from './invites.service';

export interface InvitesServices {
  invites: InvitesService;
}

export function createInvitesServices({ database }: ModuleDeps, ports: InvitesPorts): InvitesServices {
  return { invites: new InvitesService(database.db, ports) };
}
