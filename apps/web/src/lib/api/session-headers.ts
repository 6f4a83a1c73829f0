import type { Locale } from '@app/shared';
import { APP_VERSION } from '@/lib/app/app-version';
import { platform, where } from '@/platform';
import type { OutgoingRequest } from './client';
import { buildCommonHeaders } from './common-headers';
import { countryForLocale } from './country';
import { computeXbsl, needsSignature } from './request-signature';

/**
 * What a call needs of the session, read at call time. The shell owns the stored session and passes
 * its reader to the ApiProvider (this layer does not know where the session is kept).
 */
export interface SessionSource {
  /** The signed-in user (userId 0 and no key when signed out). */
  session(): { userId: number; secretKey: string | undefined };
  /** This device's id, '' when none can be kept. */
  deviceId(): string;
}

/**
 * The common headers (spec 7.1) of the request about to go out, read at call time: the stored session
 * (User-Id, User-Secret-Key), where the page runs (PLATFORM app / tg / h5) and the device id (D-Id).
 */
export function headersForNextCall(locale: Locale, source: SessionSource): Record<string, string> {
  return buildCommonHeaders({
    ...source.session(),
    language: locale,
    countryCode: countryForLocale(locale),
    platform: where(),
    appVersion: APP_VERSION,
    deviceId: source.deviceId() || undefined,
  });
}

/**
 * XBSL for the native app's sensitive POSTs (spec 7.1): signed with the session key when signed in;
 * signed out, only the app holds its key, so its bridge signs (`sign`) when it can.
 */
export async function signForNativeApp(
  request: OutgoingRequest,
  source: SessionSource,
): Promise<Record<string, string>> {
  if (where() !== 'app' || !needsSignature(request)) return {};
  const ts = request.headers.TS ?? '';
  const nonce = request.headers.NONCE ?? '';
  const { secretKey } = source.session();
  if (secretKey) return { XBSL: await computeXbsl(secretKey, request.body, ts, nonce) };
  const xbsl = await platform.sign({ body: request.body, ts, nonce });
  return xbsl ? { XBSL: xbsl } : {};
}
