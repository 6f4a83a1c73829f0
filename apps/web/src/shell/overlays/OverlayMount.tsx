'use client';

import type { ReactNode } from 'react';
import { useCommonStore } from './common-store';
import type { OverlayKind } from './overlays';

/**
 * Renders `children` while the overlay `kind` is shown or playing its exit (present in the common
 * store), so that a dialog loaded with next/dynamic comes with its first showing, not with the page.
 */
export function OverlayMount({ kind, children }: { kind: OverlayKind; children: ReactNode }) {
  const present = useCommonStore((s) => s.overlays[kind] !== undefined);
  return present ? children : null;
}
