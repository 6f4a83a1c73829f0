import type { Platform } from '@app/shared';
import { isInMessenger } from '@/platform/adapters/messenger';
import { isInNativeApp } from '@/platform/adapters/native-bridge';

/**
 * Where the page runs (architecture brief, "the three hosts"), as the PLATFORM header names it:
 * 'app' inside the native app's webview (its bridge is present), 'tg' inside the messenger (launch
 * parameters present), else 'h5' (a plain browser).
 */
export function currentPlatform(): Platform {
  if (typeof window === 'undefined') return 'h5';
  if (isInNativeApp()) return 'app';
  if (isInMessenger()) return 'tg';
  return 'h5';
}
