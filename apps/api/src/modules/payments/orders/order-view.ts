import { formatUnits } from '@app/shared';
import type { Order } from '@app/shared/payments/order-contracts';
import { maskAccountNumber } from '@app/shared/payments/payment-markets';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import { fiatText } from '../markets/payment-markets';
import type { PaymentOrder } from './order.repository';

/** Answers carry unix seconds (spec 5: 10-digit timestamps are seconds); the tables keep ms. */
export const seconds = (ms: number) => Math.floor(ms / 1000);

/** An order as the player sees it: amounts as decimal strings, the account masked, the checkout while payable. */
export function orderView(o: PaymentOrder): Order {
  const coinDecimals = COINS[o.coin as CoinName]?.decimals ?? 2;
  const payable = o.type === 'recharge' && (o.status === 'created' || o.status === 'pending');
  return {
    order_id: o.publicId,
    type: o.type,
    status: o.status,
    review: o.review,
    channel: o.channel,
    country: o.country,
    currency: o.currency,
    amount: fiatText(o.amountMinor, o.currency),
    fee: fiatText(o.feeMinor, o.currency),
    coin: o.coin,
    coin_amount: formatUnits(o.coinAmount, coinDecimals),
    rate: o.rate,
    account: o.accountNumber === null ? null : maskAccountNumber(o.accountNumber),
    reason: o.reason,
    checkout_url: payable ? o.checkoutUrl : null,
    created_at: seconds(o.createdAt),
    updated_at: seconds(o.updatedAt),
    settled_at: o.settledAt === null ? null : seconds(o.settledAt),
  };
}
