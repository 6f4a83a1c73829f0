import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../types';

/** Messenger api group (spec 7.3, /tg/...): mini-app sign-in and contact sharing. */
export async function tgModule(_scope: FastifyInstance, _deps: ModuleDeps): Promise<void> {}
