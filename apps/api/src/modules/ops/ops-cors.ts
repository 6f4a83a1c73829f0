import { OPS_CSRF_HEADER, OPS_PATH_PREFIX } from '@app/shared/ops/ops-endpoint';
import type { CorsOptions, CorsRule } from '../../lib/cors-options';

/**
 * CORS for the whole server: the player routes keep `players` (their origins, no credentials); the
 * operator routes (/ops/...) answer only the console's origins, with credentials (the session cookie)
 * and the CSRF header. The console runs on another port of the same site (127.0.0.1:3000 -> :8080),
 * so its calls are cross-origin but same-site: SameSite=Strict still lets the cookie through.
 */
export function opsCorsRule(players: CorsOptions, consoleOrigins: readonly string[]): CorsRule {
  return {
    pathPrefix: OPS_PATH_PREFIX,
    options: {
      origins: [...consoleOrigins],
      credentials: true,
      // Idempotency-Key: the console's ledger adjustments (POST /ops/ledger/adjust) need it.
      allowedHeaders: ['Content-Type', OPS_CSRF_HEADER, 'Idempotency-Key', 'X-Request-Id'],
      exposedHeaders: ['request-id'],
      maxAge: players.maxAge,
    },
  };
}
