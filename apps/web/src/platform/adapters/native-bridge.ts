/**
 * The native app's JavaScript bridge (spec 8.4). The app injects `window.JsBridge` into its webview;
 * each bridge method takes an optional JSON string and answers `{ret, data, msg}` (as an object or a
 * JSON string, at once or as a promise). ret 0 is success; ret 1002 rejects with the payload; any
 * other non-zero ret is an Error('JsBridge [method] error').
 */
export interface NativeBridgeReply {
  ret: number;
  data?: unknown;
  msg?: string;
}

export type NativeBridgeMethod = (payload?: string) => unknown;

/** What the app injects: one function per bridge method (getLoginInfo, login, logout, sign, ...). */
export type RawNativeBridge = Partial<Record<string, NativeBridgeMethod>>;

/** Spec 8.4: the ret that rejects with the bridge's payload instead of an Error. */
export const NATIVE_REJECT_RET = 1002;

declare global {
  interface Window {
    JsBridge?: RawNativeBridge;
  }
}

/** The bridge when this page runs inside the native app's webview. */
export function getNativeBridge(): RawNativeBridge | undefined {
  if (typeof window === 'undefined') return undefined;
  const bridge = window.JsBridge;
  return bridge && typeof bridge === 'object' ? bridge : undefined;
}

export function isInNativeApp(): boolean {
  return getNativeBridge() !== undefined;
}

function asReply(raw: unknown): NativeBridgeReply | undefined {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (!value || typeof value !== 'object' || typeof (value as NativeBridgeReply).ret !== 'number') return undefined;
  return value as NativeBridgeReply;
}

/** Spec 8.4's rule for one answer: the data on ret 0, else the rejection it calls for. */
export function interpretNativeReply(method: string, raw: unknown): unknown {
  const reply = asReply(raw);
  if (!reply) throw new Error(`JsBridge ${method} error`);
  if (reply.ret === 0) return reply.data;
  if (reply.ret === NATIVE_REJECT_RET) throw reply.data;
  throw new Error(`JsBridge ${method} error`);
}

/** Calls one bridge method; rejects when the bridge or the method is missing. */
export async function callNative<T = unknown>(method: string, payload?: unknown): Promise<T> {
  const fn = getNativeBridge()?.[method];
  if (typeof fn !== 'function') throw new Error(`JsBridge ${method} error`);
  const raw = await fn.call(getNativeBridge(), payload === undefined ? undefined : JSON.stringify(payload));
  return interpretNativeReply(method, raw) as T;
}

/** Whether the bridge offers this method (older app versions lack some). */
export function nativeHas(method: string): boolean {
  return typeof getNativeBridge()?.[method] === 'function';
}
