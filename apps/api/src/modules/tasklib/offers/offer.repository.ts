import type { CoinName } from '@app/shared/wallet/coins';
import { type Insertable, type SqlBool, sql } from 'kysely';
import type { DbOrTrx } from '../../../db/types';
import { toUnits } from '../../wallet';
import type { OfferTable } from '../tasklib.tables';
import type { OfferRow, ProductRow } from './offer-rows';

const PRODUCT_COLUMNS = [
  'id',
  'code',
  'title',
  'description',
  'long_description',
  'product_type',
  'category',
  'color',
  'players',
  'image_url',
  'imglist',
  'countries',
  'disabled',
  'created_at',
] as const;

const OFFER_COLUMNS = [
  'id',
  'xb_offer_id',
  'product_id',
  'parent_id',
  'kind',
  'title',
  'description',
  'steps',
  'coin',
  'reward_units',
  'reward_usd_cents',
  'network',
  'link_template',
  'countries',
  'min_convert_seconds',
  'needs_audit',
  'expires_days',
  'game_id',
  'mch_id',
  'sort',
  'disabled',
  'created_at',
] as const;

type ProductSelect = {
  [K in (typeof PRODUCT_COLUMNS)[number]]: unknown;
};

function toProduct(r: ProductSelect): ProductRow {
  return {
    id: Number(r.id),
    code: String(r.code),
    title: String(r.title),
    description: String(r.description),
    longDescription: String(r.long_description),
    productType: String(r.product_type),
    category: String(r.category),
    color: String(r.color),
    players: Number(r.players),
    imageUrl: String(r.image_url),
    imglist: JSON.parse(String(r.imglist)) as string[],
    countries: JSON.parse(String(r.countries)) as string[],
    disabled: Number(r.disabled) === 1,
    createdAt: Number(r.created_at),
  };
}

type OfferSelect = {
  [K in (typeof OFFER_COLUMNS)[number]]: unknown;
};

function toOffer(r: OfferSelect): OfferRow {
  return {
    id: Number(r.id),
    xbOfferId: String(r.xb_offer_id),
    productId: Number(r.product_id),
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    kind: r.kind as OfferRow['kind'],
    title: String(r.title),
    description: String(r.description),
    steps: JSON.parse(String(r.steps)) as string[],
    coin: r.coin as CoinName,
    rewardUnits: toUnits(r.reward_units as string),
    rewardUsdCents: Number(r.reward_usd_cents),
    network: String(r.network),
    linkTemplate: String(r.link_template),
    countries: JSON.parse(String(r.countries)) as string[],
    minConvertSeconds: Number(r.min_convert_seconds),
    needsAudit: Number(r.needs_audit) === 1,
    expiresDays: Number(r.expires_days),
    gameId: r.game_id === null ? null : String(r.game_id),
    mchId: r.mch_id === null ? null : String(r.mch_id),
    sort: Number(r.sort),
    disabled: Number(r.disabled) === 1,
    createdAt: Number(r.created_at),
  };
}

/** LIKE pattern of a keyword taken literally (%, _ and the escape character escaped). */
function containing(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** SQL of the products' offer columns and of `offer`. */
export const offerRepository = {
  /** Every product (disabled ones too: the caller filters). */
  async products(db: DbOrTrx): Promise<ProductRow[]> {
    const rows = await db.selectFrom('product').select(PRODUCT_COLUMNS).orderBy('id').execute();
    return rows.map(toProduct);
  },

  async product(db: DbOrTrx, id: number): Promise<ProductRow | undefined> {
    const row = await db.selectFrom('product').select(PRODUCT_COLUMNS).where('id', '=', id).executeTakeFirst();
    return row && toProduct(row);
  },

  /** Every offer (disabled ones too), in product and display order. */
  async offers(db: DbOrTrx): Promise<OfferRow[]> {
    const rows = await db
      .selectFrom('offer')
      .select(OFFER_COLUMNS)
      .orderBy('product_id')
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map(toOffer);
  },

  async offerByXb(db: DbOrTrx, xbOfferId: string): Promise<OfferRow | undefined> {
    const row = await db
      .selectFrom('offer')
      .select(OFFER_COLUMNS)
      .where('xb_offer_id', '=', xbOfferId)
      .executeTakeFirst();
    return row && toOffer(row);
  },

  /** Ids of products whose title or texts, or one of whose offers' titles, contain the keyword (any case). */
  async searchProductIds(db: DbOrTrx, keyword: string): Promise<Set<number>> {
    const pattern = containing(keyword);
    // ESCAPE is explicit: SQLite's LIKE has no default escape character (PostgreSQL's is the same \\).
    const holds = (column: string) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
    const products = await db
      .selectFrom('product')
      .select('id')
      .where((eb) => eb.or([holds('title'), holds('description'), holds('long_description')]))
      .execute();
    const offers = await db.selectFrom('offer').select('product_id').where(holds('title')).execute();
    return new Set([...products.map((r) => Number(r.id)), ...offers.map((r) => Number(r.product_id))]);
  },

  async productIdsByCode(db: DbOrTrx): Promise<Map<string, number>> {
    const rows = await db.selectFrom('product').select(['id', 'code']).execute();
    return new Map(rows.map((r) => [r.code, Number(r.id)]));
  },

  /** undefined when no offer has this public id. */
  async offerIdByXb(db: DbOrTrx, xbOfferId: string): Promise<number | undefined> {
    const row = await db.selectFrom('offer').select('id').where('xb_offer_id', '=', xbOfferId).executeTakeFirst();
    return row ? Number(row.id) : undefined;
  },

  /**
   * A product of the data file: inserted when its code is new; else its art, category, countries and
   * page text are filled only where still at the migration's defaults (never over an operator's edit).
   */
  async insertOrFillProduct(
    db: DbOrTrx,
    p: {
      code: string;
      title: string;
      description: string;
      long_description: string;
      product_type: string;
      category: string;
      color: string;
      players: number;
      countries: string[];
      image_url: string;
      imglist: string[];
      reward_usd_cents: number;
    },
    now: number,
  ): Promise<void> {
    const fill = {
      image_url: p.image_url,
      imglist: JSON.stringify(p.imglist),
      category: p.category,
      countries: JSON.stringify(p.countries),
      long_description: p.long_description,
    };
    await db
      .insertInto('product')
      .values({
        code: p.code,
        title: p.title,
        description: p.description,
        product_type: p.product_type,
        color: p.color,
        players: p.players,
        reward_usd_cents: p.reward_usd_cents,
        created_at: now,
        ...fill,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    await db.updateTable('product').set(fill).where('code', '=', p.code).where('image_url', '=', '').execute();
  },

  async insertOfferUnlessExists(
    db: DbOrTrx,
    o: Omit<Insertable<OfferTable>, 'created_at'>,
    now: number,
  ): Promise<void> {
    await db
      .insertInto('offer')
      .values({ ...o, created_at: now })
      .onConflict((oc) => oc.column('xb_offer_id').doNothing())
      .execute();
  },

  /** One page of every offer, by id (the console's offers catalogue). */
  async page(db: DbOrTrx, offset: number, limit: number): Promise<{ rows: OfferRow[]; total: number }> {
    const rows = await db.selectFrom('offer').select(OFFER_COLUMNS).orderBy('id').limit(limit).offset(offset).execute();
    const { n } = await db
      .selectFrom('offer')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return { rows: rows.map(toOffer), total: Number(n) };
  },

  async setDisabled(db: DbOrTrx, id: number, disabled: boolean): Promise<void> {
    await db
      .updateTable('offer')
      .set({ disabled: disabled ? 1 : 0 })
      .where('id', '=', id)
      .execute();
  },

  /** An operator's edit of an offer (the console's offers catalogue). */
  async updateOffer(
    db: DbOrTrx,
    id: number,
    set: {
      title: string;
      description: string;
      reward_units: bigint;
      reward_usd_cents: number;
      countries: string;
    },
  ): Promise<void> {
    await db.updateTable('offer').set(set).where('id', '=', id).execute();
  },
};
