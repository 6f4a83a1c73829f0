import { beforeEach, describe, expect, it } from 'vitest';
import { isStockCoin, useStockStore } from './stock-store';

const state = () => useStockStore.getState();

describe('stock store (spec 3 stock state: id, guideBalance)', () => {
  beforeEach(() => useStockStore.setState({ id: null, guideBalance: '', side: 'buy', shown: false }));

  it('open sets the side, the coin traded (id) and the guidance balance', () => {
    state().open('buy', 'KTHER', '125.5');
    expect(state()).toMatchObject({ shown: true, side: 'buy', id: 'KTHER', guideBalance: '125.5' });
    state().open('sell', 'HAPPY', '3');
    expect(state()).toMatchObject({ shown: true, side: 'sell', id: 'HAPPY', guideBalance: '3' });
  });

  it('close hides the drawer but keeps its side and coin for the closing sheet', () => {
    state().open('sell', 'KC', '10');
    state().close();
    expect(state()).toMatchObject({ shown: false, side: 'sell', id: 'KC' });
  });

  it('setGuideBalance follows the live balance only while a drawer is open', () => {
    state().setGuideBalance('9');
    expect(state().guideBalance).toBe('');
    state().open('buy', 'KC', '10');
    state().setGuideBalance('7.25');
    expect(state().guideBalance).toBe('7.25');
  });

  it('isStockCoin accepts the three platform coins only', () => {
    expect(['KTHER', 'KC', 'HAPPY'].every(isStockCoin)).toBe(true);
    expect(isStockCoin('KUSDT')).toBe(false);
    expect(isStockCoin('WH')).toBe(false);
  });
});
