import { describe, expect, it } from 'vitest';
import {
  checkoutReturnUrl,
  newRequestId,
  ORDER_SUCCESS_KEY,
  rememberCheckoutOrder,
  takeCheckoutOrder,
} from './checkout-return';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('the checkout round trip', () => {
  it('returns to the orders page of the origin and locale', () => {
    expect(checkoutReturnUrl('https://app.example', 'vi-VN')).toBe(
      'https://app.example/vi-VN/user/orders?from=checkout',
    );
  });

  it('remembers the order under the order-success key and gives it back once', () => {
    const store = memoryStore();
    rememberCheckoutOrder(store, 'or_0123456789abcdef');
    expect(store.data.get(ORDER_SUCCESS_KEY)).toBe('or_0123456789abcdef');
    expect(ORDER_SUCCESS_KEY).toBe('order-success');
    expect(takeCheckoutOrder(store)).toBe('or_0123456789abcdef');
    expect(takeCheckoutOrder(store)).toBeNull();
  });

  it('ignores what is not an order id, and storage that throws', () => {
    expect(takeCheckoutOrder(memoryStore({ [ORDER_SUCCESS_KEY]: '../x' }))).toBeNull();
    expect(takeCheckoutOrder(undefined)).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(takeCheckoutOrder(broken)).toBeNull();
    expect(() => rememberCheckoutOrder(broken, 'or_0123456789abcdef')).not.toThrow();
  });
});

describe('newRequestId', () => {
  it('is a UUID where the browser has one, else 32 hex digits; both fit the contract', () => {
    const pattern = /^[A-Za-z0-9_.:-]{8,128}$/;
    const fill = <T extends ArrayBufferView | null>(array: T) => array;
    const uuid = newRequestId({ randomUUID: () => '123e4567-e89b-12d3-a456-426614174000', getRandomValues: fill });
    expect(uuid).toBe('123e4567-e89b-12d3-a456-426614174000');
    const hex = newRequestId({ getRandomValues: fill });
    expect(hex).toMatch(/^[0-9a-f]{32}$/);
    expect(uuid).toMatch(pattern);
    expect(hex).toMatch(pattern);
  });
});
