import type { Platform } from '@app/shared';
import {
  browserBack,
  browserClose,
  browserCopy,
  browserOpenLink,
  browserShare,
  type ShareResult,
} from './adapters/browser';
import {
  type ConfirmCloseTexts,
  canRequestContact,
  closeMiniApp,
  confirmClose,
  getRequestedContact,
  messengerDeviceId,
  onBackButtonPressed,
  openLinkInMessenger,
  requestPhone,
  setBackButtonVisible,
  shareInMessenger,
} from './adapters/messenger';
import { callNative, nativeHas } from './adapters/native-bridge';
import { currentPlatform } from './host';

/**
 * The platform layer's one interface, the host port (architecture brief, "the three hosts"): where
 * the page runs and what it can ask of its host. Each call picks the adapter of the host the page runs
 * in: the messenger (adapters/messenger.ts, the only @tma.js user), the native app's bridge
 * (adapters/native-bridge.ts), or the plain browser (adapters/browser.ts). Nothing outside platform/
 * imports an adapter; what the rest of the app needs of the platform is exported here, except the
 * start-up component (PlatformStartup.tsx, mounted by the shell), which needs the router.
 */
export type { ShareResult } from './adapters/browser';
export { canGoBackInHistory } from './adapters/browser';
export {
  type ConfirmCloseTexts,
  canRequestContact,
  getLaunchParams,
  isInMessenger,
  messengerUserId,
  retrieveLaunchParams,
} from './adapters/messenger';
export { type LaunchParams, LaunchParamsError } from './launch-params';
export { isPhonePlatform, shouldBlockNonPhone } from './non-phone';
export { rememberEntryPath } from './start';
export { openStartDialog, registerStartDialog } from './start-dialog';

export type ContactResult = { status: 'sent'; contact: string } | { status: 'cancelled' } | { status: 'unsupported' };

export interface PlatformAdapter {
  /** Back in the page's history. */
  back(): void;
  /** Closes the mini app / the app's webview / the tab (where the host allows it). */
  close(): void;
  share(text: string, url: string): Promise<ShareResult>;
  /** The user's phone as signed contact data (messenger 6.9+ only). */
  requestContact(): Promise<ContactResult>;
  /** The host's device id: the messenger's (7.2+, 5 s), the app's; none in a plain browser. */
  deviceId(): Promise<string | undefined>;
  openLink(url: string): void;
  /** Puts text on the clipboard; false when the page may not. */
  copy(text: string): Promise<boolean>;
  /** Spec 4.1 (a): the session the host holds (the native app's getLoginInfo); none elsewhere. */
  hostSession(): Promise<HostSession | undefined>;
  /** Spec 4.2: hands a sign-in over to the host (the native app's login), where it takes one. */
  handOffLogin(payload: HostSession & { user_login?: unknown }): void;
  /** Spec 4.2: hands a sign-out over to the host (the native app's logout), where it takes one. */
  handOffLogout(): void;
  /** Spec 7.1: XBSL signed by the host (the native app's sign) when only it holds the key. */
  sign(request: { body: string; ts: string; nonce: string }): Promise<string | undefined>;
  /** Spec 2.7: shows the host's back button (the messenger's). */
  showBackButton(): void;
  /** Calls `handler` on every press of the host's back button; returns the unsubscribe. */
  onBackPressed(handler: () => void): () => void;
  /** Spec 2.7: asks whether to close (the messenger's popup, else the browser's confirm). */
  confirmClose(texts: ConfirmCloseTexts): Promise<boolean>;
}

/** A signed-in session as the host reports it (raw: the caller validates it). */
export interface HostSession {
  user_id?: unknown;
  user_secret_key?: unknown;
  username?: unknown;
}

/**
 * The bridge methods this layer calls besides getLoginInfo, login, logout and sign (the spec names
 * only the ret rule): close {}, share {text, url}, openUrl {url}, getDeviceId {} -> {did}. Each is
 * used only when the app's bridge offers it; otherwise the browser's way stands in.
 */
export const NATIVE_METHODS = {
  close: 'close',
  share: 'share',
  openUrl: 'openUrl',
  deviceId: 'getDeviceId',
  loginInfo: 'getLoginInfo',
  login: 'login',
  logout: 'logout',
  sign: 'sign',
} as const;

const browser: PlatformAdapter = {
  back: browserBack,
  close: browserClose,
  share: browserShare,
  requestContact: async () => ({ status: 'unsupported' }),
  deviceId: async () => undefined,
  openLink: browserOpenLink,
  copy: browserCopy,
  hostSession: async () => undefined,
  handOffLogin: () => {},
  handOffLogout: () => {},
  sign: async () => undefined,
  showBackButton: () => {},
  onBackPressed: () => () => {},
  confirmClose: async (texts) => window.confirm(texts.message),
};

function fireNative(method: string, payload?: unknown): void {
  callNative(method, payload).catch((error: unknown) => console.warn(error instanceof Error ? error.message : error));
}

const nativeApp: PlatformAdapter = {
  ...browser,
  close: () => (nativeHas(NATIVE_METHODS.close) ? fireNative(NATIVE_METHODS.close) : browserClose()),
  share: async (text, url) => {
    if (!nativeHas(NATIVE_METHODS.share)) return browserShare(text, url);
    try {
      await callNative(NATIVE_METHODS.share, { text, url });
      return 'shared';
    } catch (error) {
      // Spec 8.4: ret 1002 rejects with the app's payload (the user backed out); other failures are Errors.
      return error instanceof Error ? 'failed' : 'cancelled';
    }
  },
  openLink: (url) =>
    nativeHas(NATIVE_METHODS.openUrl) ? fireNative(NATIVE_METHODS.openUrl, { url }) : browserOpenLink(url),
  deviceId: async () => {
    if (!nativeHas(NATIVE_METHODS.deviceId)) return undefined;
    const info = await callNative<{ did?: unknown } | undefined>(NATIVE_METHODS.deviceId).catch(() => undefined);
    return typeof info?.did === 'string' && info.did !== '' ? info.did : undefined;
  },
  hostSession: () => callNative<HostSession | undefined>(NATIVE_METHODS.loginInfo),
  handOffLogin: (payload) => {
    if (nativeHas(NATIVE_METHODS.login)) fireNative(NATIVE_METHODS.login, payload);
  },
  handOffLogout: () => {
    if (nativeHas(NATIVE_METHODS.logout)) fireNative(NATIVE_METHODS.logout);
  },
  sign: async (request) => {
    if (!nativeHas(NATIVE_METHODS.sign)) return undefined;
    try {
      const signed = await callNative<{ xbsl?: string }>(NATIVE_METHODS.sign, request);
      return signed?.xbsl || undefined;
    } catch {
      return undefined;
    }
  },
};

const messenger: PlatformAdapter = {
  ...browser,
  close: () => {
    closeMiniApp();
  },
  share: async (text, url) => (shareInMessenger(text, url) ? 'shared' : browserShare(text, url)),
  requestContact: async () => {
    if (!canRequestContact()) return { status: 'unsupported' };
    if ((await requestPhone()) !== 'sent') return { status: 'cancelled' };
    return { status: 'sent', contact: await getRequestedContact() };
  },
  deviceId: messengerDeviceId,
  openLink: (url) => {
    if (!openLinkInMessenger(url)) browserOpenLink(url);
  },
  showBackButton: () => {
    setBackButtonVisible(true);
  },
  onBackPressed: onBackButtonPressed,
  confirmClose,
};

const ADAPTERS: Record<Platform, PlatformAdapter> = { app: nativeApp, tg: messenger, h5: browser };

/** Where the page runs: 'app' (the native app's webview), 'tg' (the messenger), 'h5' (a browser). */
export function where(): Platform {
  return currentPlatform();
}

function adapter(): PlatformAdapter {
  return ADAPTERS[where()];
}

/** The host's adapter, chosen at each call (the host does not change, but SSR has none). */
export const platform: PlatformAdapter & { where: typeof where } = {
  where,
  back: () => adapter().back(),
  close: () => adapter().close(),
  share: (text, url) => adapter().share(text, url),
  requestContact: () => adapter().requestContact(),
  deviceId: () => adapter().deviceId(),
  openLink: (url) => adapter().openLink(url),
  copy: (text) => adapter().copy(text),
  hostSession: () => adapter().hostSession(),
  handOffLogin: (payload) => adapter().handOffLogin(payload),
  handOffLogout: () => adapter().handOffLogout(),
  sign: (request) => adapter().sign(request),
  showBackButton: () => adapter().showBackButton(),
  onBackPressed: (handler) => adapter().onBackPressed(handler),
  confirmClose: (texts) => adapter().confirmClose(texts),
};
