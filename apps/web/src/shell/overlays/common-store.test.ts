import { beforeEach, describe, expect, it } from 'vitest';
import { useCommonStore } from './common-store';

const state = () => useCommonStore.getState();

describe('common store: global overlays through the modal lifecycle', () => {
  beforeEach(() => {
    for (const kind of Object.keys(state().overlays) as Array<keyof ReturnType<typeof state>['overlays']>) {
      state().destroy(kind);
    }
  });

  it('balance lack: show -> the view carries the coin; close marks closing; destroy clears', () => {
    state().showBalanceLack('KC');
    expect(state().balanceLack).toEqual({ coin: 'KC' });
    state().closeBalanceLack();
    expect(state().balanceLack).toBeNull();
    expect(state().overlays.balanceLack).toEqual({ props: { coin: 'KC' }, closing: true });
    state().destroy('balanceLack');
    expect(state().overlays.balanceLack).toBeUndefined();
  });

  it('wallet drawer and account abnormal views follow their overlays', () => {
    state().setWalletDrawer(true);
    expect(state().walletDrawer).toBe(true);
    state().setWalletDrawer(false);
    expect(state().walletDrawer).toBe(false);
    expect(state().overlays.walletDrawer?.closing).toBe(true);
    state().showAccountAbnormal();
    expect(state().accountAbnormal).toBe(true);
  });

  it('bind-phone: open clears the last result; close yields it, and it outlives destroy (spec 4.2 polling)', () => {
    state().openBindPhoneDialog('/en-US/wallet');
    expect(state().bindPhoneDialog).toEqual({ open: true, backUrl: '/en-US/wallet', result: null });
    state().closeBindPhoneDialog({ kind: 'bound', phoneNumber: '+84912345678' });
    expect(state().bindPhoneDialog.open).toBe(false);
    state().destroy('bindPhone');
    expect(state().bindPhoneDialog.result).toEqual({ kind: 'bound', phoneNumber: '+84912345678' });
    state().openBindPhoneDialog('/en-US');
    expect(state().bindPhoneDialog.result).toBeNull();
  });

  it('the generic show/hide drives the dialogs the host adds (share, download)', () => {
    state().show('share', { text: 'Join me', url: 'https://example.test/en-US' });
    expect(state().overlays.share?.closing).toBe(false);
    state().hide('share');
    expect(state().overlays.share?.closing).toBe(true);
    state().show('downloadApp', {});
    expect(state().overlays.downloadApp).toEqual({ props: {}, closing: false });
  });
});
