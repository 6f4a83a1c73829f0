import type { DbOrTrx } from '../../../db/types';
import { offerRepository } from './offer.repository';
import { type OfferRow, offeredIn } from './offer-rows';
import type { OfferShelf } from './offer-view';

/**
 * What one country may see: enabled products offered there, and their enabled offers offered there
 * whose parent (if any) is itself on the shelf (country null: everything, for a player's own list). The catalogue is small (tens of products), so it is
 * read whole and filtered here rather than with JSON operators that differ between the databases.
 */
export async function shelfFor(db: DbOrTrx, country: string | null): Promise<OfferShelf> {
  // country null: every product and offer, disabled ones too (a player's own tasks stay listed).
  const open = (item: { disabled: boolean; countries: string[] }) =>
    country === null || (!item.disabled && offeredIn(item.countries, country));
  const products = new Map((await offerRepository.products(db)).filter(open).map((p) => [p.id, p]));
  const all = await offerRepository.offers(db);
  const candidates = new Map(all.filter((o) => open(o) && products.has(o.productId)).map((o) => [o.id, o]));
  const onShelf = (o: OfferRow, depth = 0): boolean =>
    o.parentId === null ||
    (depth < 16 && candidates.has(o.parentId) && onShelf(candidates.get(o.parentId) as OfferRow, depth + 1));
  const offers = [...candidates.values()].filter((o) => onShelf(o));
  const byId = new Map(offers.map((o) => [o.id, o]));
  const children = new Map<number, number>();
  for (const o of offers) if (o.parentId !== null) children.set(o.parentId, (children.get(o.parentId) ?? 0) + 1);
  return { products, offers, byId, children };
}

/** The shelf's offers of one product. */
export function offersOf(shelf: OfferShelf, productId: number): OfferRow[] {
  return shelf.offers.filter((o) => o.productId === productId);
}
