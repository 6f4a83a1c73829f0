import { z } from 'zod';
import { defineOpsEndpoint } from './ops-endpoint';

/** A UTC calendar day, YYYY-MM-DD. */
export const ZDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'must be a real date',
  );

/** Money moved by one kind of ledger transaction on one day: how many and how much per coin. */
export const ZMoneyFigure = z.object({
  count: z.number(),
  /** coin -> decimal string in the coin's units; coins without any are left out. */
  amounts: z.record(z.string(), z.string()),
});
export type MoneyFigure = z.infer<typeof ZMoneyFigure>;

export const ZDashboardDay = z.object({
  day: z.string(),
  /** Players registered that day. */
  signups: z.number(),
  /** Distinct players with a session used that day (a session's last use, so a lower bound: see metadata). */
  active_users: z.number(),
  deposits: ZMoneyFigure,
  withdrawals: ZMoneyFigure,
  bets: ZMoneyFigure,
  rewards: ZMoneyFigure,
  /** Operator credits and debits (ledger adjustments). */
  adjustments: ZMoneyFigure,
});
export type DashboardDay = z.infer<typeof ZDashboardDay>;

export const DASHBOARD_FIGURES = [
  'signups',
  'active_users',
  'deposits',
  'withdrawals',
  'bets',
  'rewards',
  'adjustments',
] as const;

/** What a figure is counted from, or why it is zero ('not_available': the product has no such thing yet). */
export const ZFigureSource = z.object({
  figure: z.enum(DASHBOARD_FIGURES),
  available: z.boolean(),
  /** One sentence: the source, or what is missing. */
  note: z.string(),
});

export const DASHBOARD_MAX_DAYS = 92;

/** Days from `from` to `to`, both included. */
export function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Figures per UTC day, computed in the database; from and to inclusive, at most 92 days. */
export const opsDashboard = defineOpsEndpoint({
  method: 'GET',
  path: '/ops/dashboard',
  summary: 'Sign-ups, active users, deposits, withdrawals, bets and rewards per day',
  request: z
    .object({ from: ZDay, to: ZDay })
    .refine((r) => r.from <= r.to, { message: 'must not be after to', path: ['from'] })
    .refine((r) => dayCount(r.from, r.to) <= DASHBOARD_MAX_DAYS, {
      message: `at most ${DASHBOARD_MAX_DAYS} days`,
      path: ['to'],
    }),
  response: z.object({
    from: z.string(),
    to: z.string(),
    /** Days are UTC. */
    timezone: z.literal('UTC'),
    days: z.array(ZDashboardDay),
    sources: z.array(ZFigureSource),
  }),
});
