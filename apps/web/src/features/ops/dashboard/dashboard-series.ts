import type { DashboardDay, MoneyFigure } from '@app/shared/ops/dashboard-contracts';

/** The figures the dashboard charts, in its order (adjustments stay in the API's answer only). */
export const CHART_FIGURES = ['signups', 'active_users', 'deposits', 'withdrawals', 'bets', 'rewards'] as const;
export type ChartFigure = (typeof CHART_FIGURES)[number];
const COUNT_FIGURES = new Set<ChartFigure>(['signups', 'active_users']);

/** One line of a chart: its label (a coin, or empty for a plain count), values per day and total. */
export interface ChartLine {
  label: string;
  values: number[];
  /** Exact total: an integer for counts, a decimal string in the coin's units for money. */
  total: string;
}

/** One chart: seconds since the epoch per day (uPlot's x axis) and its lines; `count` sums the rows. */
export interface FigureChart {
  figure: ChartFigure;
  xs: number[];
  lines: ChartLine[];
  count: number;
}

/** Sums decimal strings without float error (amounts are exact in the ledger, so their totals are too). */
export function sumDecimals(values: readonly string[]): string {
  const scale = Math.max(0, ...values.map((v) => v.split('.')[1]?.length ?? 0));
  const total = values.reduce((acc, v) => {
    const [whole = '0', frac = ''] = v.replace('-', '').split('.');
    const units = BigInt(whole + frac.padEnd(scale, '0'));
    return acc + (v.startsWith('-') ? -units : units);
  }, 0n);
  const negative = total < 0n;
  const digits = (negative ? -total : total).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/** A chart's data from the API's days (oldest first): one line per count, or one per coin for money. */
export function figureChart(days: readonly DashboardDay[], figure: ChartFigure): FigureChart {
  const xs = days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000);
  if (COUNT_FIGURES.has(figure)) {
    const values = days.map((d) => d[figure as 'signups' | 'active_users']);
    const total = values.reduce((a, b) => a + b, 0);
    return { figure, xs, lines: [{ label: '', values, total: String(total) }], count: total };
  }
  const money = days.map((d) => d[figure as Exclude<ChartFigure, 'signups' | 'active_users'>] as MoneyFigure);
  const coins = [...new Set(money.flatMap((m) => Object.keys(m.amounts)))].sort();
  const lines = coins.map((coin) => {
    const amounts = money.map((m) => m.amounts[coin] ?? '0');
    return { label: coin, values: amounts.map(Number), total: sumDecimals(amounts) };
  });
  return { figure, xs, lines, count: money.reduce((a, m) => a + m.count, 0) };
}

/** The default range: the last 30 UTC days up to today, as YYYY-MM-DD. */
export function defaultRange(nowMs: number): { from: string; to: string } {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: day(nowMs - 29 * 86_400_000), to: day(nowMs) };
}
