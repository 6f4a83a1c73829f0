import {
  availableCountries,
  casinoOpenappGetCountry,
  regInfo,
  reportUserAction,
  switchCountry,
  updateAdUserGaClientid,
} from '@app/shared/luckybear/brand-profile-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/route';
import { sessionOf } from '../../auth';
import type { CasinoEngagePorts } from '../engage-ports';
import type { BrandProfileService } from './brand-profile.service';

const signedIn = { auth: 'required' } as const;
/** A client reports a few actions a minute; 60 a minute per address leaves room and stops a flood. */
const ACTION_LIMIT = { max: 60, timeWindow: 60_000 };

/** Countries, registration facts, reported actions and the GA client id (casino group). */
export function registerBrandProfileRoutes(
  scope: FastifyInstance,
  profile: BrandProfileService,
  locateCountry: CasinoEngagePorts['locateCountry'],
): void {
  registerEndpoint(scope, availableCountries, async () => profile.countries());
  registerEndpoint(scope, regInfo, async () => profile.regInfo());
  registerEndpoint(scope, casinoOpenappGetCountry, async (_input, request) =>
    locateCountry(request.ctx, request.headers),
  );
  registerEndpoint(
    scope,
    switchCountry,
    async (input, request) => profile.switchCountry(sessionOf(request).userId, input.country),
    signedIn,
  );
  registerEndpoint(
    scope,
    reportUserAction,
    async (input, request) => profile.reportAction(sessionOf(request).userId, input.action, input.params),
    { ...signedIn, rateLimit: ACTION_LIMIT },
  );
  registerEndpoint(
    scope,
    updateAdUserGaClientid,
    async (input, request) => profile.setGaClientId(sessionOf(request).userId, input.ga_client_id),
    signedIn,
  );
}
