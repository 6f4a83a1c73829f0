import type { EXPLANATION_DIALOG_TYPES } from '@app/shared/wallet/coins';

/**
 * The global overlays of spec 2.5 that open as dialogs, and what each is opened with. Page loading and
 * button loading are flags of the common store, not dialogs.
 */
export interface OverlayProps {
  explanation: { type: (typeof EXPLANATION_DIALOG_TYPES)[number] };
  /** The coin that is short ('' when unknown). */
  balanceLack: { coin: string };
  share: { text: string; url: string };
  walletDrawer: Record<string, never>;
  downloadApp: Record<string, never>;
  bindPhone: { backUrl: string };
  accountAbnormal: Record<string, never>;
}
export type OverlayKind = keyof OverlayProps;

export const OVERLAY_KINDS: readonly OverlayKind[] = [
  'explanation',
  'balanceLack',
  'share',
  'walletDrawer',
  'downloadApp',
  'bindPhone',
  'accountAbnormal',
];

export interface OverlayEntry<K extends OverlayKind> extends ModalEntry<OverlayProps[K]> {}
export type Overlays = ModalEntries<OverlayProps>;

/** One modal's entry: its props and whether it is playing its way out. */
export interface ModalEntry<P> {
  props: P;
  /** Hidden and playing its way out; destroyed next. */
  closing: boolean;
}
/** Modals by kind, for any map of kinds to props (the global overlays, a product area's own dialogs). */
export type ModalEntries<M> = { [K in keyof M]?: ModalEntry<M[K]> };

/**
 * The modal lifecycle (spec 4.2): show, then hide (marks closing), then destroy (clears). Pure: each
 * returns the next map, or the same map when nothing changes. Generic over the map of kinds, so a
 * product area's own dialogs (the missions') follow the same one lifecycle as the global overlays.
 */
export function showOverlay<M, K extends keyof M>(overlays: ModalEntries<M>, kind: K, props: M[K]): ModalEntries<M> {
  return { ...overlays, [kind]: { props, closing: false } };
}

export function hideOverlay<M>(overlays: ModalEntries<M>, kind: keyof M): ModalEntries<M> {
  const entry = overlays[kind];
  if (!entry || entry.closing) return overlays;
  return { ...overlays, [kind]: { ...entry, closing: true } };
}

export function destroyOverlay<M>(overlays: ModalEntries<M>, kind: keyof M): ModalEntries<M> {
  if (!overlays[kind]) return overlays;
  const { [kind]: _destroyed, ...rest } = overlays;
  return rest as ModalEntries<M>;
}

/** Shown: present and not closing. */
export function isOverlayOpen<M>(overlays: ModalEntries<M>, kind: keyof M): boolean {
  const entry = overlays[kind];
  return entry !== undefined && !entry.closing;
}

/** The props of a shown overlay, else undefined (a closing one keeps its props until destroyed). */
export function overlayProps<M, K extends keyof M>(overlays: ModalEntries<M>, kind: K): M[K] | undefined {
  return overlays[kind]?.props;
}

/** The kinds that are closing: the host destroys each once its exit has played. */
export function closingOverlays<M>(overlays: ModalEntries<M>): (keyof M)[] {
  return (Object.keys(overlays) as (keyof M)[]).filter((kind) => overlays[kind]?.closing === true);
}
