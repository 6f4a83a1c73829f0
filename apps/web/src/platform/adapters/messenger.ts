import { MESSENGER_VERSIONS, TIMINGS } from '@app/shared';
import { readMessengerDeviceId } from '@/platform/device-id';
import {
  LAUNCH_PARAMS_STORAGE_KEY,
  type LaunchParams,
  type LaunchParamsResult,
  messengerUserOf,
  resolveLaunchParams,
  serializeLaunchParams,
  versionAtLeast,
} from '@/platform/launch-params';
import { loadMessengerSdk, type METHOD_SINCE, on, postEvent, supports } from './messenger-sdk';

/**
 * The messenger mini-app adapter: the only module that talks to the messenger (through @tma.js/sdk's
 * bridge functions: postEvent, on, supports, which messenger-sdk.ts loads only inside the messenger). Everything here is a no-op or undefined outside the
 * messenger. Events reach @tma.js through window.Telegram.WebView.receiveEvent (native clients) or a
 * window 'message' event whose source is window.parent (web clients, and the end-to-end tests).
 */

let cached: LaunchParamsResult | undefined;

function attempt<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

/** Spec 5's order (URL, first navigation entry, session storage), read once per page. */
function launchParamsResult(): LaunchParamsResult | undefined {
  if (typeof window === 'undefined') return undefined;
  if (cached) return cached;
  const navigation = attempt(() => performance.getEntriesByType('navigation')[0]?.name);
  const stored = attempt(() => sessionStorage.getItem(LAUNCH_PARAMS_STORAGE_KEY));
  cached = resolveLaunchParams({ locationUrl: window.location.href, navigationUrl: navigation, stored });
  const result = cached;
  if (result.ok && result.store) {
    attempt(() => sessionStorage.setItem(LAUNCH_PARAMS_STORAGE_KEY, serializeLaunchParams(result.params)));
  }
  return cached;
}

/** The launch parameters, or undefined outside the messenger. */
export function getLaunchParams(): LaunchParams | undefined {
  const result = launchParamsResult();
  return result?.ok ? result.params : undefined;
}

/** The launch parameters for a caller that needs them: throws LaunchParamsError (why each source failed). */
export function retrieveLaunchParams(): LaunchParams {
  const result = launchParamsResult();
  if (!result) throw new Error('Launch parameters are read in the browser only');
  if (!result.ok) throw result.error;
  return result.params;
}

export function isInMessenger(): boolean {
  return getLaunchParams() !== undefined;
}

/** Spec 4.1 step 2: inside the messenger, load its SDK (at start-up; a first call would too). */
export function startMessengerSdk(): void {
  if (isInMessenger()) loadMessengerSdk().catch(() => undefined);
}

/** The messenger user's id (shown in the account-abnormal dialog's footer), if inside the messenger. */
export function messengerUserId(): number | undefined {
  const params = getLaunchParams();
  return params ? messengerUserOf(params.initData)?.id : undefined;
}

/** Whether the messenger this page runs in offers a method (@tma.js's table of methods by version). */
function messengerSupports(method: keyof typeof METHOD_SINCE): boolean {
  const params = getLaunchParams();
  return params !== undefined && params.version !== '' && supports(method, params.version);
}

/** Posts one method; false when there is no messenger to post to (never throws). */
function post(send: () => void): boolean {
  if (!isInMessenger()) return false;
  try {
    send();
    return true;
  } catch {
    return false;
  }
}

/** Spec 2.9: the contact-sharing dialog needs messenger version 6.9 or later. */
export function canRequestContact(): boolean {
  const params = getLaunchParams();
  return params !== undefined && versionAtLeast(params.version, MESSENGER_VERSIONS.bindPhoneDialog);
}

/** Waits for one messenger event that `accept` takes; rejects after `timeoutMs` (none: waits). */
function waitForEvent<T>(
  subscribe: (handler: (payload: T) => void) => () => void,
  accept: (payload: T) => boolean,
  timeoutMs: number | undefined,
  send: () => void,
): Promise<T> {
  // With the SDK loaded first, a refused post rejects here as it is made (not later from the queue).
  return loadMessengerSdk().then(() => awaitEvent(subscribe, accept, timeoutMs, send));
}

function awaitEvent<T>(
  subscribe: (handler: (payload: T) => void) => () => void,
  accept: (payload: T) => boolean,
  timeoutMs: number | undefined,
  send: () => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let stop = () => {};
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
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

/** Tells the messenger the page is ready (hides its placeholder) and asks for the full height. */
export function markReady(): void {
  post(() => postEvent('web_app_ready'));
  post(() => postEvent('web_app_expand'));
}

/** The messenger's back button (spec 2.7): shown or hidden (web_app_setup_back_button, 6.1+). */
export function setBackButtonVisible(visible: boolean): boolean {
  if (!messengerSupports('web_app_setup_back_button')) return false;
  return post(() => postEvent('web_app_setup_back_button', { is_visible: visible }));
}

/** Calls `handler` on every press of the messenger's back button; returns the unsubscribe. */
export function onBackButtonPressed(handler: () => void): () => void {
  if (!isInMessenger()) return () => {};
  return on('back_button_pressed', handler);
}

/** Calls `handler` with the new theme when the user switches the messenger's theme. */
export function onThemeChanged(handler: (theme: Record<string, unknown>) => void): () => void {
  if (!isInMessenger()) return () => {};
  return on('theme_changed', (payload) => handler(payload.theme_params));
}

export interface ConfirmCloseTexts {
  title: string;
  message: string;
  /** The destructive button's label; the cancel button uses the messenger's own word. */
  close: string;
}

export const CLOSE_BUTTON_ID = 'close';
export const CANCEL_BUTTON_ID = 'cancel';

/**
 * Spec 2.7: the messenger's popup (web_app_open_popup, 6.2+) with a destructive close button and a
 * cancel button; true when the user chose close. Below 6.2 the browser's confirm stands in.
 */
export async function confirmClose(texts: ConfirmCloseTexts): Promise<boolean> {
  if (!messengerSupports('web_app_open_popup')) return window.confirm(texts.message);
  const event = await waitForEvent<{ button_id?: string | null }>(
    (handler) => on('popup_closed', handler),
    () => true,
    undefined,
    () =>
      postEvent('web_app_open_popup', {
        title: texts.title.slice(0, 64),
        message: texts.message.slice(0, 256),
        buttons: [
          { id: CLOSE_BUTTON_ID, type: 'destructive', text: texts.close.slice(0, 64) },
          { id: CANCEL_BUTTON_ID, type: 'cancel' },
        ],
      }),
  );
  return event.button_id === CLOSE_BUTTON_ID;
}

/** Closes the mini app (web_app_close). */
export function closeMiniApp(): boolean {
  return post(() => postEvent('web_app_close', {}));
}

/**
 * Opens a link: t.me links inside the messenger (web_app_open_tg_link, 6.1+), anything else in the
 * browser the messenger chooses (web_app_open_link).
 */
export function openLinkInMessenger(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.hostname === 't.me' && messengerSupports('web_app_open_tg_link')) {
    return post(() => postEvent('web_app_open_tg_link', { path_full: `${parsed.pathname}${parsed.search}` }));
  }
  return post(() => postEvent('web_app_open_link', { url: parsed.toString() }));
}

/** Shares a link with a text through the messenger's share sheet (t.me/share/url). */
export function shareInMessenger(text: string, url: string): boolean {
  const query = new URLSearchParams({ url, text }).toString().replaceAll('+', '%20');
  return openLinkInMessenger(`https://t.me/share/url?${query}`);
}

let deviceIdRead: Promise<string | undefined> | undefined;

/**
 * The messenger's device id (spec 5, 9): the device_id of web_app_biometry_get_info's answer
 * (biometry_info_received, 7.2+), at 7.2 or later and within 5 s; else undefined. Read once a page.
 */
export function messengerDeviceId(): Promise<string | undefined> {
  const params = getLaunchParams();
  if (!params) return Promise.resolve(undefined);
  deviceIdRead ??= readMessengerDeviceId({
    version: params.version,
    ask: () =>
      waitForEvent<Record<string, unknown>>(
        (handler) => on('biometry_info_received', handler),
        () => true,
        TIMINGS.deviceIdTimeoutMs,
        () => postEvent('web_app_biometry_get_info'),
      ).then((info) => (typeof info.device_id === 'string' ? info.device_id : undefined)),
  });
  return deviceIdRead;
}
