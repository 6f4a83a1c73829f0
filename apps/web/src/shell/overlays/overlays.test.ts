import { describe, expect, it } from 'vitest';
import {
  closingOverlays,
  destroyOverlay,
  hideOverlay,
  isOverlayOpen,
  type Overlays,
  overlayProps,
  showOverlay,
} from './overlays';

describe('modal lifecycle (spec 4.2: show -> hide marks closing -> destroy clears)', () => {
  it('show opens with its props; hide keeps the props but marks closing; destroy clears', () => {
    let o: Overlays = {};
    o = showOverlay(o, 'share', { text: 'hi', url: 'https://x.test/a' });
    expect(isOverlayOpen(o, 'share')).toBe(true);
    expect(o.share).toEqual({ props: { text: 'hi', url: 'https://x.test/a' }, closing: false });

    o = hideOverlay(o, 'share');
    expect(isOverlayOpen(o, 'share')).toBe(false);
    expect(o.share?.closing).toBe(true);
    expect(overlayProps(o, 'share')).toEqual({ text: 'hi', url: 'https://x.test/a' });
    expect(closingOverlays(o)).toEqual(['share']);

    o = destroyOverlay(o, 'share');
    expect(o.share).toBeUndefined();
    expect(closingOverlays(o)).toEqual([]);
  });

  it('overlays are independent of each other', () => {
    let o: Overlays = {};
    o = showOverlay(o, 'balanceLack', { coin: 'KC' });
    o = showOverlay(o, 'walletDrawer', {});
    o = hideOverlay(o, 'walletDrawer');
    expect(isOverlayOpen(o, 'balanceLack')).toBe(true);
    expect(isOverlayOpen(o, 'walletDrawer')).toBe(false);
    expect(closingOverlays(o)).toEqual(['walletDrawer']);
  });

  it('showing again while closing reopens it with the new props', () => {
    let o: Overlays = showOverlay({}, 'balanceLack', { coin: 'KC' });
    o = hideOverlay(o, 'balanceLack');
    o = showOverlay(o, 'balanceLack', { coin: 'HAPPY' });
    expect(o.balanceLack).toEqual({ props: { coin: 'HAPPY' }, closing: false });
  });

  it('hide and destroy of what is not there change nothing (same object)', () => {
    const o: Overlays = showOverlay({}, 'walletDrawer', {});
    expect(hideOverlay(o, 'share')).toBe(o);
    expect(destroyOverlay(o, 'share')).toBe(o);
    const closing = hideOverlay(o, 'walletDrawer');
    expect(hideOverlay(closing, 'walletDrawer')).toBe(closing);
  });
});
