import { cplInit, gameTabHomepage } from '@app/shared/contracts/tasklib';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import type { ModuleDeps } from '../types';
import { getHomepageTabs, initTaskProfile } from './tasklib.service';

/** Task library group (spec 7.5: /cpl, /game_tab, /task). */
export async function tasklibModule(scope: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  registerEndpoint(scope, gameTabHomepage, async (input) => getHomepageTabs(database.db, input.tablist));
  registerEndpoint(scope, cplInit, async (_input, request) => initTaskProfile(database.db, sessionOf(request).userId), {
    auth: 'required',
  });
}
