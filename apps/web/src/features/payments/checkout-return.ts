import { ORDER_ID } from './order-view';

/**
 * The round trip through a provider's hosted checkout (issue 14). The recharge answer carries the
 * order id but the checkout's return address is fixed before it is known, so the id waits in
 * sessionStorage (spec 3 lists the "order-success keys" among the stored keys) and the result page
 * reads it when the checkout sends the player back with `from=checkout`.
 */
export const ORDER_SUCCESS_KEY = 'order-success';

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where the checkout sends the player back: the orders page of this origin and locale. */
export function checkoutReturnUrl(origin: string, locale: string): string {
  return `${origin}/${locale}/user/orders?from=checkout`;
}

/** Remembers the order the checkout is for (a blocked storage only loses the result at the top). */
export function rememberCheckoutOrder(store: SessionStore | undefined, orderId: string): void {
  try {
    store?.setItem(ORDER_SUCCESS_KEY, orderId);
  } catch {
    // Private modes may refuse storage: the orders list still shows the order.
  }
}

/** The order the checkout was for, once (the key is removed), or null when none or not an order id. */
export function takeCheckoutOrder(store: SessionStore | undefined): string | null {
  try {
    const id = store?.getItem(ORDER_SUCCESS_KEY) ?? null;
    store?.removeItem(ORDER_SUCCESS_KEY);
    return id !== null && ORDER_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

/**
 * A request id for an idempotent call (a double tap makes one order): a UUID where the browser has
 * randomUUID (secure contexts), else 32 random hex digits.
 */
export function newRequestId(
  cryptoApi: Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string } = crypto,
): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
