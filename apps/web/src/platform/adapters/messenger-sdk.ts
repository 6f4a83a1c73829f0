import type { MethodName } from '@tma.js/sdk-react';
import { versionAtLeast } from '@/platform/launch-params';

/**
 * The messenger's SDK (@tma.js: postEvent, on, supports), loaded only inside the messenger (spec 4.1
 * step 2), so that a page elsewhere does not carry it (docs/benchmarks.md, "first-load JavaScript").
 * The functions below keep the SDK's synchronous shape: until it has loaded, posts and subscriptions
 * wait in one queue, in their order (a subscription made before its request still comes first), and
 * supports() answers from the launch parameters' version with the SDK's table of the methods we ask
 * about.
 */
type Sdk = typeof import('@tma.js/sdk-react');

let sdk: Sdk | undefined;
let loading: Promise<Sdk> | undefined;
const waiting: Array<(loaded: Sdk) => void> = [];

/** Starts loading the SDK (once); the queued calls run as soon as it is there. */
export function loadMessengerSdk(): Promise<Sdk> {
  loading ??= import('@tma.js/sdk-react').then((loaded) => {
    sdk = loaded;
    for (const run of waiting.splice(0)) run(loaded);
    return loaded;
  });
  return loading;
}

function withSdk(run: (loaded: Sdk) => void): void {
  if (sdk) {
    run(sdk);
    return;
  }
  waiting.push((loaded) => {
    try {
      run(loaded);
    } catch (error) {
      // A queued post has no caller left to tell; the messenger refused it.
      console.warn(error instanceof Error ? error.message : error);
    }
  });
  loadMessengerSdk().catch((error: unknown) => console.warn(error instanceof Error ? error.message : error));
}

/** @tma.js's postEvent; queued until the SDK has loaded (a refusal then is logged, not thrown). */
export const postEvent = ((...args: unknown[]) =>
  withSdk((loaded) => (loaded.postEvent as (...a: unknown[]) => void)(...args))) as Sdk['postEvent'];

/** @tma.js's on; the returned unsubscribe also cancels a subscription still waiting for the SDK. */
export const on = ((...args: unknown[]) => {
  const subscribe = (loaded: Sdk) => (loaded.on as (...a: unknown[]) => () => void)(...args);
  if (sdk) return subscribe(sdk);
  let off: (() => void) | undefined;
  let cancelled = false;
  withSdk((loaded) => {
    if (!cancelled) off = subscribe(loaded);
  });
  return () => {
    cancelled = true;
    off?.();
  };
}) as Sdk['on'];

/** The first messenger version with each method we ask supports() about (@tma.js's table). */
export const METHOD_SINCE = {
  web_app_setup_back_button: '6.1',
  web_app_open_tg_link: '6.1',
  web_app_open_popup: '6.2',
} as const satisfies Partial<Record<MethodName, string>>;

/** Whether `version` offers `method`: @tma.js's answer once loaded, METHOD_SINCE until then. */
export function supports(method: keyof typeof METHOD_SINCE, version: string): boolean {
  return sdk ? sdk.supports(method, version) : versionAtLeast(version, METHOD_SINCE[method]);
}
