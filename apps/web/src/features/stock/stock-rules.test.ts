import { describe, expect, it } from 'vitest';
import { checkAmount } from '@/lib/money/amount';
import {
  amountProblem,
  lacksGuideBalance,
  marketPrice,
  payCoinOf,
  STOCK_BASE,
  tradeLines,
  tradeOf,
} from './stock-rules';

describe('stock rules', () => {
  it('a buy pays the base coin for the coin; a sell pays the coin for the base coin', () => {
    expect(STOCK_BASE).toBe('KUSDT');
    expect(tradeOf('buy', 'KTHER')).toEqual({ from: 'KUSDT', to: 'KTHER' });
    expect(tradeOf('sell', 'HAPPY')).toEqual({ from: 'HAPPY', to: 'KUSDT' });
    expect(payCoinOf('buy', 'KC')).toBe('KUSDT');
    expect(payCoinOf('sell', 'KC')).toBe('KC');
  });

  it('the market price is the coin USDT price over the base coin USDT price, exact to 12 decimals', () => {
    expect(marketPrice('0.5', '1')).toBe('0.5');
    expect(marketPrice('2', '0.5')).toBe('4');
    expect(marketPrice('1', '3')).toBe('0.333333333333');
  });

  it('no market price when a price is missing, zero or not a number', () => {
    expect(marketPrice('0', '1')).toBeNull();
    expect(marketPrice('1', '0')).toBeNull();
    expect(marketPrice('abc', '1')).toBeNull();
  });

  it('the lines of a quote: the total paid and the fee in the paid coin, what arrives in the other', () => {
    const lines = tradeLines({
      from_coin: 'KUSDT',
      to_coin: 'KTHER',
      amount_in: '10',
      fee: '0.03',
      amount_out: '19.94',
    });
    expect(lines).toEqual({
      pay: { amount: '10', coin: 'KUSDT' },
      fee: { amount: '0.03', coin: 'KUSDT' },
      receive: { amount: '19.94', coin: 'KTHER' },
    });
  });

  it('the balance lack opens when the amount exceeds the guidance balance, not at it, not while unknown', () => {
    expect(lacksGuideBalance(5_000_001n, '5', 6)).toBe(true);
    expect(lacksGuideBalance(5_000_000n, '5', 6)).toBe(false);
    expect(lacksGuideBalance(10n ** 20n, '', 6)).toBe(false);
  });

  it('the amount problem: none while empty; decimals, zero, invalid; too small from the engine (1001)', () => {
    expect(amountProblem(checkAmount('', 4), null)).toBeNull();
    expect(amountProblem(checkAmount('1.00001', 4), null)).toBe('amount_decimals');
    expect(amountProblem(checkAmount('0', 4), null)).toBe('amount_zero');
    expect(amountProblem(checkAmount('1..2', 4), null)).toBe('amount_invalid');
    expect(amountProblem(checkAmount('0.0001', 4), 1001)).toBe('amount_too_small');
    expect(amountProblem(checkAmount('10', 4), null)).toBeNull();
  });
});
