import { gameTabHomepage } from '@app/shared/contracts/tasklib';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import type { ModuleDeps } from '../types';
import { getHomepageTabs } from './tasklib.service';

/** Task library group (spec 7.5: /cpl, /game_tab, /task). */
export async function tasklibModule(scope: FastifyInstance, { database }: ModuleDeps): Promise<void> {
  registerEndpoint(scope, gameTabHomepage, async (input) => getHomepageTabs(database.db, input.tablist));
}
