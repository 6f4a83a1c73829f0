import { describe, expect, it } from 'vitest';
import { balanceLackActions } from './balance-lack-actions';

describe('balanceLackActions: the dialog offers what fits where it opens', () => {
  it.each([
    [
      'the exchange screen: only change the amount, never "go to exchange"',
      '/en-US/wallet/exchange',
      'WH',
      [{ kind: 'close', label: 'fix_amount' }],
    ],
    [
      'the transfer screen: change the amount, or get the coin',
      '/vi-VN/wallet/transfer',
      'KTHER',
      [
        { kind: 'close', label: 'fix_amount' },
        { kind: 'exchange', label: 'get_coin', href: '/vi-VN/wallet/exchange?to=KTHER' },
      ],
    ],
    [
      'the transfer screen with a trailing slash',
      '/en-US/wallet/transfer/',
      'WH',
      [
        { kind: 'close', label: 'fix_amount' },
        { kind: 'exchange', label: 'get_coin', href: '/en-US/wallet/exchange?to=WH' },
      ],
    ],
    [
      'the transfer screen without a coin named',
      '/en-US/wallet/transfer',
      '',
      [
        { kind: 'close', label: 'fix_amount' },
        { kind: 'exchange', label: 'go_exchange', href: '/en-US/wallet/exchange' },
      ],
    ],
    [
      'any other screen: the way to the exchange, or close',
      '/en-US/task/welfare',
      'WH',
      [
        { kind: 'exchange', label: 'go_exchange', href: '/en-US/wallet/exchange?to=WH' },
        { kind: 'close', label: 'close' },
      ],
    ],
  ])('%s', (_name, pathname, coin, actions) => {
    expect(balanceLackActions(pathname, pathname.split('/')[1] ?? 'en-US', coin)).toEqual(actions);
  });
});
