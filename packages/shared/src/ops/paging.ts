import { z } from 'zod';

/** Page fields of an operator list (GET query: numbers come as text). */
export const ZPageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
};

/** A page of `item`: the rows, where it is and how many match in all. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), page: z.number(), page_size: z.number(), total: z.number() });
}

/** Why an operator acts: every state-changing support, ledger and approval call carries one (audited). */
export const ZReason = z.string().trim().min(3, 'at least 3 characters').max(500);

/** A row id (players, sessions, queue items): a positive 32-bit integer, as the databases keep them. */
export const ZRowId = z.number().int().positive().max(2_147_483_647);
/** ZRowId in a GET query (text). */
export const ZRowIdQuery = z.coerce.number().int().positive().max(2_147_483_647);
