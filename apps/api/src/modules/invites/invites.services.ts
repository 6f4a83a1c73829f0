import type { ModuleDeps } from '../module-deps';
import { type InviteReportPorts, InviteReports } from './invite-reports';
import { type InvitesPorts, InvitesService } from './invites.service';

export interface InvitesServices {
  invites: InvitesService;
  reports: InviteReports;
}

export function createInvitesServices(
  { database }: ModuleDeps,
  ports: InvitesPorts & Omit<InviteReportPorts, 'codeOf' | 'userByCode'>,
): InvitesServices {
  return { invites: new InvitesService(database.db, ports), reports: new InviteReports(database.db, ports) };
}
