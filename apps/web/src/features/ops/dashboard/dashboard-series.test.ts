import type { DashboardDay } from '@app/shared/ops/dashboard-contracts';
import { describe, expect, it } from 'vitest';
import { defaultRange, figureChart, sumDecimals } from './dashboard-series';

const none = { count: 0, amounts: {} };
function day(d: string, over: Partial<DashboardDay> = {}): DashboardDay {
  return {
    day: d,
    signups: 0,
    active_users: 0,
    deposits: none,
    withdrawals: none,
    bets: none,
    rewards: none,
    adjustments: none,
    ...over,
  };
}

describe('sumDecimals', () => {
  it('adds decimal strings exactly, with the widest scale and signs', () => {
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['10', '0.05', '-1'])).toBe('9.05');
    expect(sumDecimals(['-0.5', '0.25'])).toBe('-0.25');
    expect(sumDecimals([])).toBe('0');
  });
});

describe('figureChart', () => {
  it('charts a count as one line with its total', () => {
    const chart = figureChart([day('2026-01-01', { signups: 2 }), day('2026-01-02', { signups: 3 })], 'signups');
    expect(chart.lines).toEqual([{ label: '', values: [2, 3], total: '5' }]);
    expect(chart.xs).toEqual([Date.UTC(2026, 0, 1) / 1000, Date.UTC(2026, 0, 2) / 1000]);
  });

  it('charts money as one line per coin, a missing coin on a day counting as zero', () => {
    const chart = figureChart(
      [
        day('2026-01-01', { deposits: { count: 1, amounts: { USDT: '1.5' } } }),
        day('2026-01-02', { deposits: { count: 2, amounts: { BTC: '0.001', USDT: '2.25' } } }),
      ],
      'deposits',
    );
    expect(chart.count).toBe(3);
    expect(chart.lines).toEqual([
      { label: 'BTC', values: [0, 0.001], total: '0.001' },
      { label: 'USDT', values: [1.5, 2.25], total: '3.75' },
    ]);
  });
});

describe('defaultRange', () => {
  it('spans the last 30 days, today included', () => {
    expect(defaultRange(Date.UTC(2026, 2, 15, 12))).toEqual({ from: '2026-02-14', to: '2026-03-15' });
  });
});
