import { COIN_NAMES, type CoinName, DEFAULT_COIN_TYPE } from '@app/shared/wallet/coins';

export type WalletPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** A coin named in the query (?coin=KTHER), else the fallback. */
export function coinParam(value: string | string[] | undefined, fallback: CoinName = DEFAULT_COIN_TYPE): CoinName {
  const raw = (Array.isArray(value) ? value[0] : value)?.toUpperCase();
  return (COIN_NAMES as readonly string[]).includes(raw ?? '') ? (raw as CoinName) : fallback;
}

/** A user id named in the query (?to=1234567894, a receive code's link), else ''. */
export function recipientParam(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw && /^\d{1,16}$/.test(raw) ? raw : '';
}
