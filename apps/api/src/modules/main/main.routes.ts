import { serverTime } from '@app/shared/contracts/main';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import type { ModuleDeps } from '../types';
import { describeServerTime } from './main.service';

/** Main api group (spec 7.3, /api/...). */
export async function mainModule(scope: FastifyInstance, _deps: ModuleDeps): Promise<void> {
  registerEndpoint(scope, serverTime, async (_input, request) => describeServerTime(request.ctx, Date.now()));
}
