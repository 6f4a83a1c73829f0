import { routePath } from '@/lib/routes/locale-path';

/** A button of the balance-lack dialog: a way to the exchange, or closing to fix what was typed. */
export type LackAction =
  | { kind: 'exchange'; label: 'go_exchange' | 'get_coin'; href: string }
  | { kind: 'close'; label: 'fix_amount' | 'close' };

/**
 * What the balance-lack dialog (spec 8.1) offers where it opens (issue 20): on the exchange screen the
 * user is already there, so only changing the amount; on the transfer screen changing the amount or
 * getting the missing coin; elsewhere the way to the exchange. Primary first.
 */
export function balanceLackActions(pathname: string, locale: string, coin: string): LackAction[] {
  const exchange = `/${locale}/wallet/exchange${coin ? `?to=${encodeURIComponent(coin)}` : ''}`;
  const route = routePath(pathname);
  if (route === '/wallet/exchange') return [{ kind: 'close', label: 'fix_amount' }];
  if (route === '/wallet/transfer') {
    return [
      { kind: 'close', label: 'fix_amount' },
      coin
        ? { kind: 'exchange', label: 'get_coin', href: exchange }
        : { kind: 'exchange', label: 'go_exchange', href: exchange },
    ];
  }
  return [
    { kind: 'exchange', label: 'go_exchange', href: exchange },
    { kind: 'close', label: 'close' },
  ];
}
