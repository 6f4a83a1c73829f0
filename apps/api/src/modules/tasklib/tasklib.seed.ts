import type { Transaction } from 'kysely';
import type { DB } from '../../db/types';

/** Demo products for the home page, the catalogue of a new database (operators edit it afterwards). */
const PRODUCTS = [
  {
    code: 'tiger_slots',
    title: 'Tiger Slots',
    description: 'Spin the reels with the lucky tiger.',
    product_type: 'casino',
    color: '#F59E0B',
    players: 18420,
    reward_usd_cents: 150,
  },
  {
    code: 'lucky_lotto',
    title: 'Lucky Lotto',
    description: 'Daily draws with a shared prize pool.',
    product_type: 'lottery',
    color: '#10B981',
    players: 9321,
    reward_usd_cents: 100,
  },
  {
    code: 'pet_battle',
    title: 'Pet Battle',
    description: 'Train your pet and win arena battles.',
    product_type: 'game',
    color: '#6366F1',
    players: 12877,
    reward_usd_cents: 80,
  },
  {
    code: 'sudoku_sprint',
    title: 'Sudoku Sprint',
    description: 'Race the clock on daily puzzles.',
    product_type: 'game',
    color: '#0EA5E9',
    players: 4410,
    reward_usd_cents: 50,
  },
  {
    code: 'bubble_pop',
    title: 'Bubble Pop',
    description: 'Match three and clear the board.',
    product_type: 'game',
    color: '#EC4899',
    players: 22140,
    reward_usd_cents: 60,
  },
  {
    code: 'crypto_quiz',
    title: 'Crypto Quiz',
    description: 'Answer five questions, earn a reward.',
    product_type: 'offer',
    color: '#8B5CF6',
    players: 3105,
    reward_usd_cents: 200,
  },
  {
    code: 'mega_wheel',
    title: 'Mega Wheel',
    description: 'One free spin every day.',
    product_type: 'casino',
    color: '#EF4444',
    players: 15760,
    reward_usd_cents: 120,
  },
  {
    code: 'farm_tycoon',
    title: 'Farm Tycoon',
    description: 'Build a farm and sell your harvest.',
    product_type: 'offer',
    color: '#84CC16',
    players: 6890,
    reward_usd_cents: 300,
  },
] as const;

const TABS: ReadonlyArray<{ code: string; products: readonly string[] }> = [
  { code: 'hot', products: ['tiger_slots', 'bubble_pop', 'mega_wheel', 'pet_battle'] },
  { code: 'new', products: ['crypto_quiz', 'sudoku_sprint', 'farm_tycoon'] },
  { code: 'casual', products: ['bubble_pop', 'sudoku_sprint', 'pet_battle', 'lucky_lotto'] },
];

/**
 * The first catalogue of a new database. Once any product exists the catalogue belongs to the
 * operators (the console's home_products editor, issue 11), so a later seed (start.sh seeds at every
 * start) leaves their edits alone instead of writing this file over them.
 */
export async function seedHomeCatalogue(trx: Transaction<DB>, now: number): Promise<void> {
  const any = await trx.selectFrom('product').select('id').limit(1).executeTakeFirst();
  if (any) return;
  for (const p of PRODUCTS)
    await trx
      .insertInto('product')
      .values({ ...p, created_at: now })
      .execute();
  for (const [tabIndex, tab] of TABS.entries()) {
    await trx
      .insertInto('game_tab')
      .values({ code: tab.code, sort: tabIndex })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
    const { id: tabId } = await trx
      .selectFrom('game_tab')
      .select('id')
      .where('code', '=', tab.code)
      .executeTakeFirstOrThrow();
    for (const [sort, code] of tab.products.entries()) {
      const { id: productId } = await trx
        .selectFrom('product')
        .select('id')
        .where('code', '=', code)
        .executeTakeFirstOrThrow();
      await trx.insertInto('game_tab_product').values({ tab_id: tabId, product_id: productId, sort }).execute();
    }
  }
}
