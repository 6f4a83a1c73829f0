import { formatUnits } from '@app/shared';
import type { DashboardDay, MoneyFigure } from '@app/shared/ops/dashboard-contracts';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import type { PlayerSupport } from '../../auth';
import type { ConsoleWallet } from '../console-links';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/**
 * Which ledger transaction kinds each money figure counts. Deposits and withdrawals have none yet (no
 * payments move money today): they answer zero and the sources say so.
 */
const LEDGER_FIGURES = { bets: ['game_bet'], rewards: ['credit'], adjustments: ['adjustment'] } as const;

const SOURCES = [
  { figure: 'signups', available: true, note: 'Players registered that day (app_user.created_at).' },
  {
    figure: 'active_users',
    available: true,
    note: 'Distinct players whose session was opened or last used that day; days in between are not recorded, so a lower bound.',
  },
  { figure: 'deposits', available: false, note: 'Not available: payments do not exist yet; always 0.' },
  { figure: 'withdrawals', available: false, note: 'Not available: payments do not exist yet; always 0.' },
  {
    figure: 'bets',
    available: true,
    note: "Ledger transactions of kind 'game_bet' (every provider's bets, the house games' included; rolled-back bets too).",
  },
  { figure: 'rewards', available: true, note: "Ledger transactions of kind 'credit' (welcome bonus and rewards)." },
  {
    figure: 'adjustments',
    available: true,
    note: "Ledger transactions of kind 'adjustment' (operators' credits and debits).",
  },
] as const;

const zero = (): MoneyFigure => ({ count: 0, amounts: {} });

/** The dashboard's figures per UTC day (issue 11), each counted in the database by its owner module. */
export class DashboardService {
  constructor(
    private readonly players: Pick<PlayerSupport, 'signupsPerDay' | 'activePerDay'>,
    private readonly wallet: Pick<ConsoleWallet, 'dayFigures'>,
  ) {}

  async figures(from: string, to: string) {
    const first = dayNumber(from);
    const last = dayNumber(to);
    const [signups, active, ledger] = await Promise.all([
      this.players.signupsPerDay(first * DAY_MS, (last + 1) * DAY_MS),
      this.players.activePerDay(first * DAY_MS, (last + 1) * DAY_MS),
      this.wallet.dayFigures(Object.values(LEDGER_FIGURES).flat(), first, last),
    ]);
    const days: DashboardDay[] = [];
    for (let n = first; n <= last; n++) {
      const money = (kinds: readonly string[]): MoneyFigure => {
        const figure = zero();
        const rows = ledger.filter((r) => r.day === n && kinds.includes(r.kind));
        const units = new Map<string, bigint>();
        for (const r of rows) units.set(r.coin, (units.get(r.coin) ?? 0n) + r.amount);
        // One transaction has one coin here (credits, adjustments), so counts add up across coins.
        figure.count = rows.reduce((sum, r) => sum + r.count, 0);
        for (const [coin, amount] of units)
          figure.amounts[coin] = formatUnits(amount, COINS[coin as CoinName].decimals);
        return figure;
      };
      days.push({
        day: dayText(n),
        signups: signups.find((r) => r.day === n)?.count ?? 0,
        active_users: active.find((r) => r.day === n)?.count ?? 0,
        deposits: zero(),
        withdrawals: zero(),
        bets: money(LEDGER_FIGURES.bets),
        rewards: money(LEDGER_FIGURES.rewards),
        adjustments: money(LEDGER_FIGURES.adjustments),
      });
    }
    return { from, to, timezone: 'UTC' as const, days, sources: SOURCES.map((s) => ({ ...s })) };
  }
}
