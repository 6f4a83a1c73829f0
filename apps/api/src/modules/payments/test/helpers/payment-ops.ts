import { PAYMENT_MARKETS_CATALOGUE } from '@app/shared/payments/market-item';
import type { OpsSession, OpsTestApp } from '../../../ops/test/helpers/ops-test-app';
import { opsCall } from '../../../ops/test/helpers/ops-test-app';

/** A market's row of the payment_markets catalogue as the console shows it. */
export async function marketEntry(t: OpsTestApp, operator: OpsSession, country: string) {
  const res = await opsCall(
    t,
    { method: 'GET', path: '/ops/catalogues/entry' },
    { catalogue: PAYMENT_MARKETS_CATALOGUE, id: country },
    { session: operator },
  );
  return res.body.data as { id: string; disabled: boolean; item: Record<string, unknown> };
}

/** Changes some of a market's fields through the console's catalogue editor (as an operator would): the envelope. */
export async function editMarket(t: OpsTestApp, operator: OpsSession, country: string, patch: object) {
  const { item } = await marketEntry(t, operator, country);
  const res = await opsCall(
    t,
    { method: 'POST', path: '/ops/catalogues/update' },
    { catalogue: PAYMENT_MARKETS_CATALOGUE, id: country, item: { ...item, ...patch } },
    { session: operator },
  );
  return res.body;
}

/** Pending withdrawal reviews in the console's approvals queue. */
export async function waitingReviews(t: OpsTestApp, operator: OpsSession) {
  const res = await opsCall(
    t,
    { method: 'GET', path: '/ops/approvals' },
    { kind: 'payments.withdrawal', status: 'pending' },
    { session: operator },
  );
  return res.body.data.items as { id: number; summary: string; payload: { order_id: string } }[];
}
