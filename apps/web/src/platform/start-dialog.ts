import { create } from 'zustand';

/**
 * Dialogs a start parameter can open (spec 3 `dialog`; spec 2.5 names the share and the download-app
 * dialogs). A request is recorded here until its dialog's opener is registered: the overlay host
 * (shell/overlays/OverlayHost.tsx) calls registerStartDialog(name, open) when it mounts and then
 * receives a request that came before it; `pending` can also be read directly.
 */
export const START_DIALOGS = ['share', 'download'] as const;
export type StartDialogName = (typeof START_DIALOGS)[number];

export function isStartDialog(name: string): name is StartDialogName {
  return (START_DIALOGS as readonly string[]).includes(name);
}

interface StartDialogState {
  /** Requested dialogs no opener has taken yet. */
  pending: StartDialogName[];
  openers: Partial<Record<StartDialogName, () => void>>;
}

export const useStartDialogStore = create<StartDialogState>()(() => ({ pending: [], openers: {} }));

/** Opens a start dialog by name: at once when its dialog is registered, else when it registers. */
export function openStartDialog(name: string): boolean {
  if (!isStartDialog(name)) return false;
  const open = useStartDialogStore.getState().openers[name];
  if (open) open();
  else useStartDialogStore.setState((s) => ({ pending: s.pending.includes(name) ? s.pending : [...s.pending, name] }));
  return true;
}

/** A dialog says how it opens; returns the unregister. A request waiting for it is delivered now. */
export function registerStartDialog(name: StartDialogName, open: () => void): () => void {
  const waiting = useStartDialogStore.getState().pending.includes(name);
  useStartDialogStore.setState((s) => ({
    openers: { ...s.openers, [name]: open },
    pending: s.pending.filter((n) => n !== name),
  }));
  if (waiting) open();
  return () =>
    useStartDialogStore.setState((s) => {
      if (s.openers[name] !== open) return s;
      const { [name]: _removed, ...openers } = s.openers;
      return { openers };
    });
}
