import { formatUnits } from '@app/shared';
import type { InvestPosition, InvestProduct } from '@app/shared/invest/invest-contracts';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import type { PositionRow } from './position.repository';
import type { ProductRow } from './product.repository';

export function unitsText(coin: string, units: bigint): string {
  return formatUnits(units, COINS[coin as CoinName].decimals);
}

/** A product as players see it (the catalogue's preview uses the same shape). */
export function productView(p: Omit<ProductRow, 'disabled'>): InvestProduct {
  return {
    code: p.code,
    coin: p.coin,
    term_days: p.termDays,
    return_kind: p.returnKind,
    rate_bps: p.rateBps,
    min_amount: unitsText(p.coin, p.min),
    max_amount: unitsText(p.coin, p.max),
    cap: unitsText(p.coin, p.cap),
    remaining: unitsText(p.coin, p.cap - p.sold),
    early_exit: p.earlyExit,
    penalty_bps: p.penaltyBps,
  };
}

/** What came back when the position ended: principal + return, or principal - penalty. */
function paidBack(p: PositionRow): bigint | null {
  if (p.state === 'matured') return p.principal + p.returnUnits;
  if (p.state === 'exited') return p.principal - (p.penalty ?? 0n);
  return null;
}

export function positionView(p: PositionRow): InvestPosition {
  const back = paidBack(p);
  return {
    id: p.id,
    product: p.productCode,
    coin: p.coin,
    principal: unitsText(p.coin, p.principal),
    expected_return: unitsText(p.coin, p.returnUnits),
    term_days: p.termDays,
    return_kind: p.returnKind,
    rate_bps: p.rateBps,
    early_exit: p.earlyExit,
    penalty_bps: p.penaltyBps,
    subscribed_at: p.subscribedAt,
    matures_at: p.maturesAt,
    state: p.state,
    settled_at: p.settledAt,
    paid_back: back === null ? null : unitsText(p.coin, back),
    penalty: p.penalty === null ? null : unitsText(p.coin, p.penalty),
  };
}
