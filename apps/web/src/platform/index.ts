import type { Platform } from '@app/shared';
import {
  browserBack,
  browserClose,
  browserOpenLink,
  browserShare,
  type ShareResult,
} from '@/platform/adapters/browser';
import {
  canRequestContact,
  closeMiniApp,
  getRequestedContact,
  messengerDeviceId,
  openLinkInMessenger,
  requestPhone,
  shareInMessenger,
} from '@/platform/adapters/messenger';
import { callNative, nativeHas } from '@/platform/adapters/native-bridge';
import { currentPlatform } from './host';

/**
 * The platform layer's one interface (architecture brief, "the three hosts"): where the page runs and
 * what it can ask of its host. Each call picks the adapter of the host the page runs in: the messenger
 * (messenger.ts, the only @tma.js user), the native app's bridge (native-bridge.ts), or the plain
 * browser (browser.ts). Launch parameters, the signed-in sources and the raw bridge stay exported
 * from their modules (re-exported below).
 */
export type { ShareResult } from '@/platform/adapters/browser';
export { canGoBackInHistory } from '@/platform/adapters/browser';
export {
  canRequestContact,
  getLaunchParams,
  isInMessenger,
  messengerUserId,
  retrieveLaunchParams,
} from '@/platform/adapters/messenger';
export { callNative, isInNativeApp, nativeHas } from '@/platform/adapters/native-bridge';
export { type LaunchParams, LaunchParamsError } from './launch-params';

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
}

/**
 * The bridge methods this layer calls besides getLoginInfo, login, logout and sign (the spec names
 * only the ret rule): close {}, share {text, url}, openUrl {url}, getDeviceId {} -> {did}. Each is
 * used only when the app's bridge offers it; otherwise the browser's way stands in.
 */
export const NATIVE_METHODS = { close: 'close', share: 'share', openUrl: 'openUrl', deviceId: 'getDeviceId' } as const;

const browser: PlatformAdapter = {
  back: browserBack,
  close: browserClose,
  share: browserShare,
  requestContact: async () => ({ status: 'unsupported' }),
  deviceId: async () => undefined,
  openLink: browserOpenLink,
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
};
