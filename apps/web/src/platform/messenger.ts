import { MESSENGER_VERSIONS } from '@app/shared/constants';
import { on, postEvent } from '@tma.js/sdk-react';
import {
  LAUNCH_PARAMS_STORAGE_KEY,
  type LaunchParams,
  messengerUserOf,
  resolveLaunchParams,
  serializeLaunchParams,
  versionAtLeast,
} from './launch-params';

/**
 * The messenger mini-app adapter: the only module that talks to the messenger (through @tma.js/sdk's
 * bridge functions). Everything here is a no-op or undefined outside the messenger.
 */

let cached: LaunchParams | null | undefined;

function attempt<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

/** The launch parameters (URL, then first navigation entry, then session storage), read once. */
export function getLaunchParams(): LaunchParams | undefined {
  if (typeof window === 'undefined') return undefined;
  if (cached !== undefined) return cached ?? undefined;
  const navigation = attempt(() => performance.getEntriesByType('navigation')[0]?.name);
  const stored = attempt(() => sessionStorage.getItem(LAUNCH_PARAMS_STORAGE_KEY));
  const result = resolveLaunchParams({ locationUrl: window.location.href, navigationUrl: navigation, stored });
  if (result?.store)
    attempt(() => sessionStorage.setItem(LAUNCH_PARAMS_STORAGE_KEY, serializeLaunchParams(result.params)));
  cached = result?.params ?? null;
  return result?.params;
}

export function isInMessenger(): boolean {
  return getLaunchParams() !== undefined;
}

/** The messenger user's id (shown in the account-abnormal dialog's footer), if inside the messenger. */
export function messengerUserId(): number | undefined {
  const params = getLaunchParams();
  return params ? messengerUserOf(params.initData)?.id : undefined;
}

/** Spec 2.9: the contact-sharing dialog needs messenger version 6.9 or later. */
export function canRequestContact(): boolean {
  const params = getLaunchParams();
  return params !== undefined && versionAtLeast(params.version, MESSENGER_VERSIONS.bindPhoneDialog);
}

/** Waits for one messenger event that `accept` takes; rejects after `timeoutMs`. */
function waitForEvent<T>(
  subscribe: (handler: (payload: T) => void) => () => void,
  accept: (payload: T) => boolean,
  timeoutMs: number,
  send: () => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let stop = () => {};
    const timer = setTimeout(() => {
      stop();
      reject(new Error('The messenger did not answer in time'));
    }, timeoutMs);
    stop = subscribe((payload) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      stop();
      resolve(payload);
    });
    try {
      send();
    } catch (error) {
      clearTimeout(timer);
      stop();
      reject(error);
    }
  });
}

/** Asks the messenger to share the user's phone (web_app_request_phone): 'sent' or 'cancelled'. */
export async function requestPhone(timeoutMs = 120_000): Promise<'sent' | 'cancelled'> {
  const event = await waitForEvent<{ status: string }>(
    (handler) => on('phone_requested', handler),
    () => true,
    timeoutMs,
    () => postEvent('web_app_request_phone'),
  );
  return event.status === 'sent' ? 'sent' : 'cancelled';
}

let requestCounter = 0;

/** One getRequestedContact custom-method call: the signed contact string, '' while not there yet. */
async function invokeGetRequestedContact(timeoutMs: number): Promise<string> {
  const reqId = `contact_${Date.now()}_${++requestCounter}`;
  const event = await waitForEvent<{ req_id: string; result?: unknown; error?: string }>(
    (handler) => on('custom_method_invoked', handler),
    (payload) => payload.req_id === reqId,
    timeoutMs,
    () => postEvent('web_app_invoke_custom_method', { req_id: reqId, method: 'getRequestedContact', params: {} }),
  );
  if (event.error) throw new Error(event.error);
  return typeof event.result === 'string' ? event.result : '';
}

/**
 * The signed contact string (contact=...&auth_date=...&hash=...) after the user shared it. The
 * messenger may need a moment to have it, so this asks again a few times before giving up.
 */
export async function getRequestedContact(attempts = 6, delayMs = 500): Promise<string> {
  for (let i = 0; i < attempts; i++) {
    const contact = await invokeGetRequestedContact(5_000);
    if (contact) return contact;
    await new Promise((r) => setTimeout(r, delayMs * (i + 1)));
  }
  throw new Error('The messenger did not hand over the contact');
}
