import type { ListingView } from '@app/shared/pets/market-contracts';
import type { Db } from '../../db/types';
import { invalidField } from '../../lib/api-error';
import { type Listing, type ListingQuery, marketRepository } from './market.repository';
import { findListing } from './market-listings';
import type { ListingViews } from './market-view';

/**
 * A page's cursor: the last row's id, and its price for the price orders ("<price>_<id>"), so the next
 * page starts after it even when listings are added or sold in between.
 */
function cursorOf(l: Listing, sort: ListingQuery['sort']): string {
  return sort === 'newest' ? String(l.id) : `${l.price}_${l.id}`;
}

function afterOf(cursor: string | undefined, sort: ListingQuery['sort']): ListingQuery['after'] {
  if (cursor === undefined || cursor === '') return undefined;
  const match = sort === 'newest' ? /^(\d{1,15})$/.exec(cursor) : /^(\d{1,30})_(\d{1,15})$/.exec(cursor);
  if (!match) throw invalidField('cursor', 'is not a cursor of this order (take next_cursor as answered)');
  return sort === 'newest'
    ? { id: Number(match[1]), price: 0n }
    : { id: Number(match[2]), price: BigInt(match[1] as string) };
}

/** The market's reads: open listings (filters, orders, pages), one listing, a seller's own, past sales. */
export class MarketReads {
  constructor(
    private readonly db: Db,
    private readonly views: ListingViews,
  ) {}

  async listings(
    q: Omit<ListingQuery, 'after'> & { cursor?: string },
    viewer: number | undefined,
  ): Promise<{ listings: ListingView[]; next_cursor: string | null }> {
    const rows = await marketRepository.openPage(this.db, { ...q, after: afterOf(q.cursor, q.sort) });
    return this.page(rows, q.limit, viewer, (l) => cursorOf(l, q.sort));
  }

  async detail(listingId: number, viewer: number | undefined): Promise<ListingView> {
    return this.views.one(await findListing(this.db, listingId), viewer);
  }

  async mine(sellerId: number): Promise<{ listings: ListingView[] }> {
    return { listings: await this.views.many(await marketRepository.bySeller(this.db, sellerId), sellerId) };
  }

  async history(cursor: string | undefined, limit: number, viewer: number | undefined) {
    const after = afterOf(cursor, 'newest');
    const rows = await marketRepository.sales(this.db, limit, after?.id);
    return this.page(rows, limit, viewer, (l) => String(l.id));
  }

  private async page(rows: Listing[], limit: number, viewer: number | undefined, cursor: (l: Listing) => string) {
    const last = rows.length === limit ? rows[rows.length - 1] : undefined;
    return { listings: await this.views.many(rows, viewer), next_cursor: last ? cursor(last) : null };
  }
}
