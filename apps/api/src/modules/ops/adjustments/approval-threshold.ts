import { parseUnits } from '@app/shared';
import { COIN_NAMES, COINS, type CoinName } from '@app/shared/wallet/coins';

/**
 * OPS_ADJUST_APPROVAL_ABOVE: "COIN=amount" pairs, comma-separated, "*" for every coin not named
 * ("*=100,KC=5000"). An adjustment at or below its coin's amount posts at once; above it needs a second
 * operator. A coin with no amount (no "*" either) always needs one. Amounts are in the coin's units.
 */
export function parseApprovalThresholds(text: string): Map<CoinName, bigint> {
  const pairs = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((pair) => {
      const [coin, amount, extra] = pair.split('=').map((s) => s.trim());
      if (!coin || amount === undefined || extra !== undefined) throw new Error(`"${pair}" is not COIN=amount`);
      if (coin !== '*' && !(COIN_NAMES as readonly string[]).includes(coin)) throw new Error(`unknown coin ${coin}`);
      return [coin, amount] as const;
    });
  const fallback = pairs.find(([coin]) => coin === '*')?.[1];
  const thresholds = new Map<CoinName, bigint>();
  for (const coin of COIN_NAMES) {
    const amount = pairs.find(([c]) => c === coin)?.[1] ?? fallback;
    if (amount !== undefined) thresholds.set(coin, parseUnits(amount, COINS[coin].decimals));
  }
  return thresholds;
}
