import { describe, expect, it } from 'vitest';
import { oddsText, prizeLabel } from './prize-label';

const texts = (known: Record<string, string> = {}) => ({
  amount: (v: string) => `${v}!`,
  has: (key: string) => key in known,
  t: (key: string, values: Record<string, string> = {}) =>
    `${known[key] ?? key}(${Object.entries(values)
      .map(([k, v]) => `${k}=${v}`)
      .join(',')})`,
});

describe('prizeLabel', () => {
  const coin = { label_key: 'prize.wh_5', kind: 'coin' as const, amount: '5', coin: 'WH' };

  it('uses the operator label when the texts have it', () => {
    expect(prizeLabel(coin, texts({ 'prize.wh_5': 'Five' }))).toBe('Five(amount=5!,coin=WH)');
  });

  it('says what a coin, a bonus or nothing pays when there is no such label', () => {
    expect(prizeLabel(coin, texts())).toBe('prize_coin(amount=5!,coin=WH)');
    expect(prizeLabel({ ...coin, kind: 'locked_bonus' }, texts())).toBe('prize_bonus(amount=5!,coin=WH)');
    expect(prizeLabel({ ...coin, kind: 'nothing', amount: '0' }, texts())).toBe('prize_nothing()');
  });
});

describe('oddsText', () => {
  it.each([
    [0.125, '12.5 %'],
    [0.5, '50 %'],
    [0.0123, '1.23 %'],
    [0.00001, '< 0.01 %'],
  ])('%f -> %s', (p, text) => {
    expect(oddsText(p, 'en-US')).toBe(text);
  });
});
