import { randomBytes } from 'node:crypto';
import { isPostbackNetwork, POSTBACK_NETWORKS, type PostbackFields } from '@app/shared/tasklib/postback-protocol';
import { z } from 'zod';
import type { Delivery, PostbackSender } from './postback-sender';

/**
 * What a tester, a test or the CLI asks the advertiser to do with one click: convert it (once, or the
 * same postback several times at once), then maybe charge it back. POST /test/convert and the landing
 * page's buttons both come here.
 */
export const ZConvertRequest = z.object({
  network: z.string().refine(isPostbackNetwork, `one of ${POSTBACK_NETWORKS.join(', ')}`),
  click_id: z.string().min(1).max(64),
  /** The player; absent: the user id the click's landing page was opened with. */
  user_id: z.string().min(1).max(32).optional(),
  /** The offer; absent: the click's landing page's offer. */
  xb_offer_id: z.string().min(1).max(128).optional(),
  /** The reward claimed, a decimal in the offer's coin; absent: the offer's reward. */
  payout: z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'a decimal amount')
    .optional(),
  country: z
    .string()
    .regex(/^[a-zA-Z]{2}$/, 'ISO 3166 alpha-2')
    .optional(),
  /** The network's conversion id; absent: a new one. */
  conversion_id: z.string().min(1).max(64).optional(),
  /** The same postback this many times at once (1-200). */
  duplicates: z.number().int().min(1).max(200).default(1),
  /** After the conversion is delivered, a chargeback of it. */
  reverse: z.boolean().default(false),
  /** Only the chargeback (the conversion never sent): a reversal without its conversion. */
  reverse_only: z.boolean().default(false),
  /** Signed with a wrong secret. */
  forged: z.boolean().default(false),
  /** Milliseconds before the first postback (an advertiser's reporting delay). */
  delay: z.number().int().min(0).max(600_000).default(0),
});
export type ConvertRequest = z.output<typeof ZConvertRequest>;

/** What the landing page learnt of a click: the user and offer its link carried. */
export interface ClickMemory {
  user_id: string;
  xb_offer_id: string;
}

export class ScenarioError extends Error {}

/** Runs one request; resolves with every delivery it made once they all ended. */
export async function runConversion(
  sender: PostbackSender,
  clicks: Map<string, ClickMemory>,
  request: ConvertRequest,
  sleep: (ms: number) => Promise<void>,
): Promise<Delivery[]> {
  const known = clicks.get(request.click_id);
  const userId = request.user_id ?? known?.user_id;
  const offerId = request.xb_offer_id ?? known?.xb_offer_id;
  if (!userId || !offerId) throw new ScenarioError('unknown click: give user_id and xb_offer_id');
  const network = request.network as Parameters<PostbackSender['send']>[0];
  const fields: PostbackFields = {
    conversionId: request.conversion_id ?? `${network}-${randomBytes(8).toString('hex')}`,
    clickId: request.click_id,
    userId,
    offerId,
    amount: request.payout,
    country: request.country?.toLowerCase(),
    reversal: false,
  };
  if (request.delay > 0) await sleep(request.delay);
  const made: Delivery[] = [];
  if (!request.reverse_only) {
    const copies = Array.from({ length: request.duplicates }, () => sender.send(network, fields, request.forged));
    made.push(...(await Promise.all(copies)));
  }
  if (request.reverse || request.reverse_only) {
    // ironsource gives a revocation its own event id and names the revoked one; the others repeat it.
    const revocation =
      network === 'ironsource'
        ? { ...fields, conversionId: `${fields.conversionId}.rev`, revokes: fields.conversionId, reversal: true }
        : { ...fields, reversal: true };
    made.push(await sender.send(network, revocation, request.forged));
  }
  return made;
}
