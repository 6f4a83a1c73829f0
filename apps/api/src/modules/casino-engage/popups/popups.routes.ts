import { generalPopupQuery, generalPopupShown } from '@app/shared/luckybear/popup-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/route';
import { sessionOf } from '../../auth';
import type { PopupsService } from './popups.service';

/** Operator popups (casino group): due popups for anyone, the shown report for signed-in players. */
export function registerPopupRoutes(scope: FastifyInstance, popups: PopupsService): void {
  registerEndpoint(
    scope,
    generalPopupQuery,
    async (_input, request) => popups.due(request.session?.userId ?? 0, request.ctx.locale, request.ctx.country),
    { auth: 'optional' },
  );
  registerEndpoint(
    scope,
    generalPopupShown,
    async (input, request) => popups.shown(sessionOf(request).userId, input.popup_id),
    { auth: 'required' },
  );
}
