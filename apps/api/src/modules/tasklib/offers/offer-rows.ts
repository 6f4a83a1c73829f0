import type { CoinName } from '@app/shared/wallet/coins';
import type { OfferKind } from '../tasklib.tables';

/** A product as the offers read it (JSON columns parsed). */
export interface ProductRow {
  id: number;
  code: string;
  title: string;
  description: string;
  longDescription: string;
  productType: string;
  category: string;
  color: string;
  players: number;
  imageUrl: string;
  imglist: string[];
  countries: string[];
  disabled: boolean;
  createdAt: number;
}

/** An offer as the life cycle reads it (JSON columns parsed, money as bigint). */
export interface OfferRow {
  id: number;
  xbOfferId: string;
  productId: number;
  parentId: number | null;
  kind: OfferKind;
  title: string;
  description: string;
  steps: string[];
  coin: CoinName;
  rewardUnits: bigint;
  rewardUsdCents: number;
  network: string;
  linkTemplate: string;
  countries: string[];
  minConvertSeconds: number;
  needsAudit: boolean;
  expiresDays: number;
  gameId: string | null;
  mchId: string | null;
  sort: number;
  disabled: boolean;
  createdAt: number;
}

/** Whether a country may take it: an empty list means everywhere. */
export function offeredIn(countries: readonly string[], country: string): boolean {
  return countries.length === 0 || countries.includes(country);
}
