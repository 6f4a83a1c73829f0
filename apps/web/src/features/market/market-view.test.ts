import { BodyCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@/lib/api/api-error';
import { MARKET_TABS, marketTabHref, marketTabOf } from './market-tabs';
import { marketFailure, timeLeft } from './market-view';

describe('market tabs', () => {
  it('the tab query selects its tab and anything else opens the first (buy)', () => {
    expect(marketTabOf('auction').kind).toBe('auction');
    expect(marketTabOf('mine').kind).toBeNull();
    expect(marketTabOf('stock').id).toBe('stock');
    expect(marketTabOf('nope').id).toBe('buy');
    expect(marketTabOf(undefined).id).toBe('buy');
    expect(MARKET_TABS.map((t) => t.id)).toEqual(['buy', 'auction', 'mine', 'stock']);
  });

  it('a tab link keeps backShow=1 only when the page had it', () => {
    expect(marketTabHref('auction', true)).toBe('/market?tab=auction&backShow=1');
    expect(marketTabHref('mine', false)).toBe('/market?tab=mine');
  });
});

describe('timeLeft', () => {
  it('counts days, hours and minutes, rounding up to the minute', () => {
    const now = 1_000_000;
    expect(timeLeft(now + 26 * 3_600_000 + 61_000, now)).toEqual({ ended: false, days: 1, hours: 2, minutes: 2 });
  });

  it('is ended with zeros once the end is past', () => {
    expect(timeLeft(5, 10)).toEqual({ ended: true, days: 0, hours: 0, minutes: 0 });
  });
});

describe('marketFailure', () => {
  const refusal = (code: number, data?: unknown) => new ApiCallError('business', 'no', { code, data });

  it('words a bid below the least with the least bid the API names', () => {
    expect(marketFailure(refusal(BodyCode.MARKET_BID_TOO_LOW, { min_bid: '12' }))).toEqual({
      key: 'bid_low',
      minBid: '12',
    });
  });

  it('maps the market and pet lock refusals to their own keys', () => {
    expect(marketFailure(refusal(BodyCode.MARKET_LISTING_CLOSED))?.key).toBe('closed');
    expect(marketFailure(refusal(BodyCode.MARKET_OWN_LISTING))?.key).toBe('own');
    expect(marketFailure(refusal(BodyCode.PET_LOCKED))?.key).toBe('locked');
  });

  it('leaves a short balance (1014) and other failures to the app (balance-lack dialog, error text)', () => {
    expect(marketFailure(refusal(BodyCode.BALANCE_LACK))).toBeNull();
    expect(marketFailure(new Error('boom'))).toBeNull();
  });
});
