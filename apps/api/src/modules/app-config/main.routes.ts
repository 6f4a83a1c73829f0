import {
  appGlobalConfig,
  getGrayCfg,
  openappGetCfg,
  openappGetCountry,
  serverTime,
} from '@app/shared/app-config/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import type { AppConfigServices } from './app-config.services';
import { describeServerTime } from './server-time.service';

/** Start-up configuration is read a few times per app start: 120 a minute per address is plenty. */
const CONFIG_LIMIT = { max: 120, timeWindow: 60_000 };

/** Main api group (spec 7.3, /api/...). */
export async function registerMainRoutes(scope: FastifyInstance, services: AppConfigServices): Promise<void> {
  const { clientConfig } = services;
  registerEndpoint(scope, serverTime, async (_input, request) => describeServerTime(request.ctx, Date.now()));
  // Signed in the native app (XBSL); elsewhere read-only answers behind a per-address limit
  // (docs/signed-requests.md: what protects each signed path on every platform).
  registerEndpoint(scope, appGlobalConfig, async () => clientConfig.global(Date.now()), { rateLimit: CONFIG_LIMIT });
  // Signed-in callers get their own flags, signed-out callers the defaults; a stale key is 1004 as anywhere.
  registerEndpoint(
    scope,
    openappGetCfg,
    async (_input, request) => clientConfig.openApp(request.ctx, request.session?.userId ?? 0),
    { auth: 'optional', rateLimit: CONFIG_LIMIT },
  );
  registerEndpoint(scope, openappGetCountry, async (_input, request) =>
    clientConfig.country(request.ctx, request.headers),
  );
  registerEndpoint(
    scope,
    getGrayCfg,
    async (_input, request) => clientConfig.gray(request.ctx, request.session?.userId ?? 0, request.ip),
    { auth: 'optional' },
  );
}
