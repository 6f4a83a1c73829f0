import { parseStartParam } from '@app/shared/core/start-param';
import { routePath } from '@/lib/routes/locale-path';

/**
 * What the mini app does once at the start of a launch (spec 3 start parameter, spec 2.7 re-opening):
 * - the start parameter's `path` is a deep link: navigate there (in the current locale);
 * - else, when the launch landed on the home page and an entry path was kept when the user last
 *   closed the mini app from /, /win or /inbet, go back to that entry path;
 * - the start parameter's `dialog` names a dialog to open (start-dialog.ts).
 * "Once" is per launch: the init data's hash marks it done in session storage, so a reload does
 * not repeat it.
 */
export const ENTRY_PATH_STORAGE_KEY = 'tma_entry_path';
export const START_DONE_STORAGE_KEY = 'tma_start_done';

/** An in-app path without a locale prefix ('/win', '/wallet?tab=1'), or '' when it is not one. */
export function inAppPath(raw: string | null | undefined): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '';
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return '';
  const q = raw.search(/[?#]/);
  const path = q < 0 ? raw : raw.slice(0, q);
  const rest = q < 0 ? '' : raw.slice(q);
  return `${routePath(path)}${rest}`;
}

export interface StartPlan {
  /** Where to navigate (no locale prefix: the locale-aware router adds the current one), if anywhere. */
  navigateTo?: string;
  /** The dialog to open, if any. */
  dialog?: string;
}

export function planStart(input: {
  startParam: string;
  /** The current location's path and query, with the locale prefix. */
  currentPath: string;
  /** The entry path kept at the last close, if any. */
  storedEntryPath: string | null;
}): StartPlan {
  const start = parseStartParam(input.startParam);
  const current = inAppPath(input.currentPath);
  const plan: StartPlan = {};
  const deepLink = inAppPath(start.path);
  const entry = inAppPath(input.storedEntryPath);
  if (deepLink) {
    if (deepLink !== current) plan.navigateTo = deepLink;
  } else if (entry && current === '/' && entry !== '/') {
    plan.navigateTo = entry;
  }
  if (start.dialog) plan.dialog = start.dialog;
  return plan;
}

/** The launch's identity for "once per launch": the init data's hash (or the whole init data). */
export function launchKey(initData: string): string {
  return new URLSearchParams(initData).get('hash') ?? initData;
}

/** Spec 2.7: on close from an entry page, keep it so the next launch re-opens there. */
export function rememberEntryPath(pathname: string, storage: Pick<Storage, 'setItem'>): void {
  const path = inAppPath(pathname);
  try {
    if (path) storage.setItem(ENTRY_PATH_STORAGE_KEY, path);
  } catch {
    // storage full or refused: the next launch opens where the messenger opens it
  }
}
