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

export interface OverlayEntry<K extends OverlayKind> {
  props: OverlayProps[K];
  /** Hidden and playing its way out; destroyed next. */
  closing: boolean;
}
export type Overlays = { [K in OverlayKind]?: OverlayEntry<K> };

/**
 * The modal lifecycle (spec 4.2): show, then hide (marks closing), then destroy (clears). Pure: each
 * returns the next map, or the same map when nothing changes.
 */
export function showOverlay<K extends OverlayKind>(overlays: Overlays, kind: K, props: OverlayProps[K]): Overlays {
  return { ...overlays, [kind]: { props, closing: false } };
}

export function hideOverlay(overlays: Overlays, kind: OverlayKind): Overlays {
  const entry = overlays[kind];
  if (!entry || entry.closing) return overlays;
  return { ...overlays, [kind]: { ...entry, closing: true } };
}

export function destroyOverlay(overlays: Overlays, kind: OverlayKind): Overlays {
  if (!overlays[kind]) return overlays;
  const { [kind]: _destroyed, ...rest } = overlays;
  return rest;
}

/** Shown: present and not closing. */
export function isOverlayOpen(overlays: Overlays, kind: OverlayKind): boolean {
  const entry = overlays[kind];
  return entry !== undefined && !entry.closing;
}

/** The props of a shown overlay, else undefined (a closing one keeps its props until destroyed). */
export function overlayProps<K extends OverlayKind>(overlays: Overlays, kind: K): OverlayProps[K] | undefined {
  return (overlays[kind] as OverlayEntry<K> | undefined)?.props;
}

/** The kinds that are closing: the host destroys each once its exit has played. */
export function closingOverlays(overlays: Overlays): OverlayKind[] {
  return OVERLAY_KINDS.filter((kind) => overlays[kind]?.closing === true);
}
