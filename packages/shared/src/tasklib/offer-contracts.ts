import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { PRODUCT_TYPES } from './contracts';

/**
 * The task library's catalogue calls (issue 15, spec 7.5): products with their offers, categories,
 * recommend, search, product_list, product_detail, list_son. Every request accepts `envContext`
 * ({country}): the country decides which offers are offered (the Country-Code header when absent).
 * Field names of requests are the spec's (XbOfferId, ProductId, catelog_id, one_page_cnt, ...).
 */

/** Spec 7.5: "All carry common params plus envContext.country". */
export const ZEnvContext = z
  .object({
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166 alpha-2 country code such as vn')
      .transform((c) => c.toLowerCase())
      .optional(),
  })
  .optional();

/** An offer's public id, e.g. "tiger_slots.reach_level_10". */
export const ZXbOfferId = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9_.-]{1,95}$/, 'must be an offer id such as tiger_slots.reach_level_10');

/** A product's public id: its numeric id (a numeric string is accepted, as links carry it). */
export const ZProductId = z.coerce
  .number({ message: 'must be a product id (a positive whole number)' })
  .int('must be a product id (a positive whole number)')
  .positive('must be a product id (a positive whole number)');

export const OFFER_KIND_NAMES = ['install', 'level', 'signup', 'follow', 'survey', 'welfare', 'recharge'] as const;
export const RECOMMEND_STRATEGIES = ['hot', 'new', 'reward'] as const;
export const MAX_PAGE_SIZE = 50;

/** Paging of spec 7.5 (page from 1, one_page_cnt per page). */
export const ZPage = z.coerce.number().int().min(1, 'must be 1 or more').max(10_000).default(1);
export const ZOnePageCnt = z.coerce
  .number()
  .int()
  .min(1, 'must be 1 or more')
  .max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`)
  .default(20);

/** Spec 3 reward-task object: takeTime in unix seconds (0: not taken), expired in days (0: no limit). */
export const ZRewardTask = z.object({
  takeTime: z.number().int(),
  expired: z.number().int(),
});
export type RewardTaskObject = z.infer<typeof ZRewardTask>;

/** Where the signed-in player stands with a task; 'new' when signed out or not taken. */
/** A taken task: in progress, waiting (an audit, a flagged conversion), completed (credited), rejected, reversed. */
export const TASK_STATUSES = ['in_progress', 'pending', 'completed', 'rejected', 'reversed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_STATES = ['new', ...TASK_STATUSES] as const;
export type TaskState = (typeof TASK_STATES)[number];

/** Spec 3 task item (productId, title, xbOfferId, productType, reward) and what a task page needs besides. */
export const ZTaskItem = z.object({
  productId: z.number().int(),
  title: z.string(),
  xbOfferId: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  /** The reward in `coin`, a decimal string. */
  reward: z.string(),
  coin: z.string(),
  /** The reward's value in USD, a decimal string. */
  reward_usd: z.string(),
  kind: z.enum(OFFER_KIND_NAMES),
  desc: z.string(),
  steps: z.array(z.string()),
  /** The parent offer's xbOfferId; null for a parent offer. */
  parentXbOfferId: z.string().nullable(),
  /** How many child offers (list_son) it has. */
  children: z.number().int(),
  /** Completed by a reviewed proof (submit_audit) rather than by the advertiser. */
  needsAudit: z.boolean(),
  /** 'first_party' for welfare and audit-only tasks, else the advertiser network. */
  network: z.string(),
  /** Recharge tasks: the casino game and its merchant (/task/recharge?gameId&mchId). */
  gameId: z.string().nullable(),
  mchId: z.string().nullable(),
  /** The reward-task object: takeTime is 0 until the signed-in player takes it. */
  rewardTask: ZRewardTask,
  state: z.enum(TASK_STATES),
});
export type TaskItem = z.infer<typeof ZTaskItem>;

/**
 * Spec 3 task reward summary of a product. Contribute = KC (spec 3: contribute maps to KC), token =
 * HAPPY (token xmt); amounts are decimal strings in the coin, USD with 2 decimals (docs/decisions.md).
 */
export const ZRewardSummary = z.object({
  /** KC of the product's one-off tasks (install, sign-up, follow, survey, welfare, recharge). */
  xb_cpl_contribute_sum: z.string(),
  /** KC of its progression tasks (reach a level: time played). */
  xb_duration_contribute_sum: z.string(),
  /** USD value of every task's reward. */
  all_reward_usd: z.string(),
  /** KC of its parent (base) tasks, and their USD value over every coin. */
  xb_base_contribute: z.string(),
  xb_base_usd: z.string(),
  /** HAPPY of every task, and its USD value. */
  token_amount: z.string(),
  token_reward_usd: z.string(),
  /** The product's icon. */
  logo: z.string(),
});
export type RewardSummary = z.infer<typeof ZRewardSummary>;

/** A product in lists (product_list, recommend, search). ImageUrl as spec 3 names it. */
export const ZProductCard = z.object({
  productId: z.number().int(),
  code: z.string(),
  title: z.string(),
  desc: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  category: z.string(),
  ImageUrl: z.string(),
  color: z.string(),
  players: z.number().int(),
  /** Total USD of the tasks offered in the caller's country. */
  reward_usd: z.string(),
  /** Tasks offered in the caller's country. */
  offer_count: z.number().int(),
  created_at: z.number().int(),
});
export type ProductCard = z.infer<typeof ZProductCard>;

/** A page of a list (spec 7.5 paging): the items, where the page is, how many there are in all. */
export function pagedOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    page: z.number().int(),
    one_page_cnt: z.number().int(),
    total: z.number().int(),
    has_more: z.boolean(),
  });
}

const ZPagedProducts = pagedOf(ZProductCard);

/** Spec 3 product props (title, desc, imglist, ImageUrl) with its tasks and reward summary. */
export const ZProductDetail = ZProductCard.extend({
  /** The product page's long text. */
  longDesc: z.string(),
  imglist: z.array(z.string()),
  /** Countries it is offered in (ISO alpha-2, lower case); empty: everywhere. */
  countries: z.array(z.string()),
  /** Its parent tasks offered in the caller's country, in display order (children: list_son). */
  tasks: z.array(ZTaskItem),
  summary: ZRewardSummary,
});
export type ProductDetail = z.infer<typeof ZProductDetail>;

/** POST /cpl/product_list: products that have a task offered in the caller's country. */
export const cplProductList = defineEndpoint({
  group: 'tasklib',
  method: 'POST',
  path: '/cpl/product_list',
  summary: "Products with tasks offered in the caller's country (envContext.country), paged, optional category",
  request: z.object({
    envContext: ZEnvContext,
    category: z.string().trim().max(32).optional(),
    page: ZPage,
    one_page_cnt: ZOnePageCnt,
  }),
  response: ZPagedProducts,
});

/** POST /cpl/product_detail {ProductId}: the product page (callable signed out: the web's metadata reads it). */
export const cplProductDetail = defineEndpoint({
  group: 'tasklib',
  method: 'POST',
  path: '/cpl/product_detail',
  summary: 'One product with its tasks and reward summary (signed out too; the task states need a session)',
  request: z.object({ envContext: ZEnvContext, ProductId: ZProductId }),
  response: ZProductDetail,
});

/** POST /cpl/list_son {parent_id, from}: a parent task's child tasks. */
export const cplListSon = defineEndpoint({
  group: 'tasklib',
  method: 'POST',
  path: '/cpl/list_son',
  summary: "A parent task's child tasks offered in the caller's country (parent_id = the parent's xbOfferId)",
  request: z.object({
    envContext: ZEnvContext,
    parent_id: ZXbOfferId,
    /** Where the list is shown (analytics); not used for the answer. */
    from: z.string().trim().max(64).optional(),
  }),
  response: z.object({ parent: ZTaskItem, list: z.array(ZTaskItem) }),
});

/** POST /game_tab/recommend {catelog_id, page, one_page_cnt, strategy}. */
export const gameTabRecommend = defineEndpoint({
  group: 'tasklib',
  method: 'POST',
  path: '/game_tab/recommend',
  summary: 'Recommended products of a category (catelog_id, empty: all) by strategy hot, new or reward, paged',
  request: z.object({
    envContext: ZEnvContext,
    catelog_id: z.string().trim().max(32).optional(),
    page: ZPage,
    one_page_cnt: ZOnePageCnt,
    strategy: z.enum(RECOMMEND_STRATEGIES).default('hot'),
  }),
  response: ZPagedProducts.extend({ strategy: z.enum(RECOMMEND_STRATEGIES) }),
});

/** POST /game_tab/search {keyword, page, one_page_cnt}: products whose title or text holds the keyword. */
export const gameTabSearch = defineEndpoint({
  group: 'tasklib',
  method: 'POST',
  path: '/game_tab/search',
  summary: 'Products whose title or descriptions (or a task title) contain the keyword, paged',
  request: z.object({
    envContext: ZEnvContext,
    keyword: z.string().trim().min(1, 'must not be empty').max(64, 'must be at most 64 characters'),
    page: ZPage,
    one_page_cnt: ZOnePageCnt,
  }),
  response: ZPagedProducts.extend({ keyword: z.string() }),
});

/** POST /game_tab/categories: the catalogue's categories (recommend's catelog_id) with their product counts. */
export const gameTabCategories = defineEndpoint({
  group: 'tasklib',
  method: 'POST',
  path: '/game_tab/categories',
  summary: "The categories with products offered in the caller's country, and the home page's tab codes",
  request: z.object({ envContext: ZEnvContext }),
  response: z.object({
    categories: z.array(z.object({ id: z.string(), count: z.number().int() })),
    tabs: z.array(z.string()),
  }),
});
