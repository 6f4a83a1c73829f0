import type { Locale } from '@app/shared/constants';
import { APP_VERSION } from '@/lib/app/app-version';
import { callNative, nativeHas } from '@/platform/adapters/native-bridge';
import { currentPlatform } from '@/platform/host';
import { ensureDeviceId, readStoredSession } from '@/shell/session/stored-session';
import type { OutgoingRequest } from './client';
import { buildCommonHeaders } from './common-headers';
import { countryForLocale } from './country';
import { computeXbsl, needsSignature } from './request-signature';

function localStorageOrUndefined(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage blocked (private mode, sandboxed frame): signed out
  }
}

/**
 * The common headers (spec 7.1) of the request about to go out, read at call time: the stored session
 * (User-Id, User-Secret-Key), where the page runs (PLATFORM app / tg / h5) and the device id (D-Id).
 */
export function headersForNextCall(locale: Locale): Record<string, string> {
  const storage = localStorageOrUndefined();
  return buildCommonHeaders({
    ...readStoredSession(storage),
    language: locale,
    countryCode: countryForLocale(locale),
    platform: currentPlatform(),
    appVersion: APP_VERSION,
    deviceId: ensureDeviceId(storage) || undefined,
  });
}

/**
 * XBSL for the native app's sensitive POSTs (spec 7.1): signed with the session key when signed in;
 * signed out, only the app holds its key, so its bridge signs (`sign`) when it can.
 */
export async function signForNativeApp(request: OutgoingRequest): Promise<Record<string, string>> {
  if (currentPlatform() !== 'app' || !needsSignature(request)) return {};
  const ts = request.headers.TS ?? '';
  const nonce = request.headers.NONCE ?? '';
  const { secretKey } = readStoredSession(localStorageOrUndefined());
  if (secretKey) return { XBSL: await computeXbsl(secretKey, request.body, ts, nonce) };
  if (!nativeHas('sign')) return {};
  try {
    const signed = await callNative<{ xbsl?: string }>('sign', { body: request.body, ts, nonce });
    return signed?.xbsl ? { XBSL: signed.xbsl } : {};
  } catch {
    return {};
  }
}
