import { describe, expect, it } from 'vitest';
import { PAYMENT_CHANNELS } from '../core/markets-table';
import { amountFitsCurrency, channelCurrencies, PROVIDER_CHANNELS } from './provider-channels';
import { ZCreatePaymentRequest } from './provider-protocol';

describe('provider channels (spec 3)', () => {
  it('are the channels of spec 3 that are not on-chain rails', () => {
    const all = new Set(Object.values(PAYMENT_CHANNELS).flat());
    const onChain = [...all].filter((c) => /_usdt$|^ton_tonconnect$/.test(c));
    expect(new Set(PROVIDER_CHANNELS)).toEqual(new Set([...all].filter((c) => !onChain.includes(c))));
  });

  it.each([
    ['momo', ['VND']],
    ['dana', ['IDR']],
    ['pix', ['BRL']],
    ['pagbank', ['BRL']],
    ['bank', ['IDR', 'VND']],
  ] as const)('%s is offered in %j (the currency of the markets that list it)', (channel, currencies) => {
    expect(channelCurrencies(channel).sort()).toEqual([...currencies]);
  });
});

describe('amountFitsCurrency', () => {
  it.each([
    ['100000', 'VND', true],
    ['100000.5', 'VND', false],
    ['25.50', 'BRL', true],
    ['25.505', 'BRL', false],
    ['0', 'BRL', false],
    ['0.00', 'BRL', false],
    ['0.01', 'BRL', true],
    ['-5', 'IDR', false],
    ['01', 'IDR', false],
    ['1e5', 'IDR', false],
  ] as const)('%s %s -> %s', (amount, currency, fits) => {
    expect(amountFitsCurrency(amount, currency)).toBe(fits);
  });
});

describe('ZCreatePaymentRequest', () => {
  const base = {
    order_id: 'ord_1',
    amount: '100000',
    currency: 'VND',
    channel: 'momo',
    return_url: 'https://x.test/r',
  };

  it('accepts a momo payment in dong', () => {
    expect(ZCreatePaymentRequest.safeParse(base).success).toBe(true);
  });

  it.each([
    [{ channel: 'pix' }, 'channel'],
    [{ amount: '100000.5' }, 'amount'],
    [{ channel: 'ton_usdt' }, 'channel'],
    [{ return_url: 'javascript:alert(1)' }, 'return_url'],
    [{ order_id: 'a b' }, 'order_id'],
  ])('refuses %j naming the field %s', (change, field) => {
    const result = ZCreatePaymentRequest.safeParse({ ...base, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});
