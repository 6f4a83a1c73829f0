import { cplInit, gameTabHomepage } from '@app/shared/tasklib/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import type { TasklibServices } from './tasklib.services';

/** Task library group (spec 7.5: /cpl, /game_tab, /task). */
export async function registerTasklibRoutes(scope: FastifyInstance, { tasklib }: TasklibServices): Promise<void> {
  registerEndpoint(scope, gameTabHomepage, async (input) => tasklib.homepageTabs(input.tablist));
  registerEndpoint(scope, cplInit, async (_input, request) => tasklib.initTaskProfile(sessionOf(request).userId), {
    auth: 'required',
  });
}
