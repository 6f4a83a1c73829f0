import type { toast as sonnerToast } from 'sonner';

/**
 * Notices (spec 8.4) without loading the notice library at start (docs/benchmarks.md, "first-load
 * JavaScript"): a notice asked for before the toaster is mounted waits here, asks the shell to mount
 * it (Notices.tsx, which loads sonner with it) and is shown as soon as it is.
 */
type Toast = typeof sonnerToast;
export type NoticeKind = 'error' | 'success' | 'warning';

let toast: Toast | null = null;
let wanted = false;
const pending: Array<(toast: Toast) => void> = [];
const listeners = new Set<() => void>();

/** Shows a notice (spec 8.4: 3 s, bottom centre); the same text twice shows once (its text is its id). */
export function showNotice(text: string, kind: NoticeKind = 'error'): void {
  const show = (t: Toast) => {
    t[kind](text, { id: text });
  };
  if (toast) {
    show(toast);
    return;
  }
  pending.push(show);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

/** Whether a notice has been asked for (the shell mounts the toaster from then on). */
export function isToasterWanted(): boolean {
  return wanted;
}

export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The mounted toaster hands over its `toast`; the waiting notices are shown. Returns the unregister. */
export function registerToaster(mounted: Toast): () => void {
  toast = mounted;
  for (const show of pending.splice(0)) show(mounted);
  return () => {
    if (toast === mounted) toast = null;
  };
}
