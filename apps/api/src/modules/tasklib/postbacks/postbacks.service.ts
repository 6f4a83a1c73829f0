import { parseUnits } from '@app/shared';
import type { PostbackFields, PostbackNetworkId } from '@app/shared/tasklib/postback-protocol';
import { COINS } from '@app/shared/wallet/coins';
import type { FastifyBaseLogger } from 'fastify';
import { writeTransaction } from '../../../db/transaction';
import type { Db, DbOrTrx } from '../../../db/types';
import type { ConversionOutcome, ConversionView } from '../conversions/conversion-types';
import type { OfferConversions } from '../conversions/conversions.service';
import type { FraudCheck } from '../fraud/fraud-check';
import { postbackRepository as clicks, type PostbackClick } from './postback.repository';
import type { PostbackNetwork } from './postback-networks';
import { PostbackRefusal, type PostbackResult } from './postback-outcome';

/** What the endpoint answers: the network's own words and the status that tells it to retry or not. */
export interface PostbackAnswer {
  status: number;
  contentType: string;
  body: string;
  result: PostbackResult | `refused:${string}`;
}

/** Puts a flagged conversion in the operators' approvals queue, inside the postback's transaction. */
export type QueueFlagged = (trx: DbOrTrx, conversion: ConversionView) => Promise<void>;

/**
 * Advertiser postbacks (issue 15, docs/offers-postbacks.md). A postback is read and its signature
 * checked by its network first (nothing is read from the database for a forged one); then, in one
 * write transaction, its click is looked up and checked (known, this user's, this offer's), and the
 * conversion is credited, flagged by the fraud rules, or reversed through the conversions service,
 * which makes a repeat (the same postback 100 times at once) answer the first result.
 *
 * A refusal the conversions service records (a second reward of one offer, a reversal before its
 * conversion) is answered after the commit, so the record stays.
 */
export class PostbackService {
  constructor(
    private readonly db: Db,
    private readonly networks: ReadonlyMap<PostbackNetworkId, PostbackNetwork>,
    private readonly conversions: OfferConversions,
    private readonly fraud: FraudCheck,
    private readonly queueFlagged: QueueFlagged,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
  ) {}

  async receive(
    networkId: PostbackNetworkId,
    params: Record<string, string>,
    headers: Record<string, string | undefined>,
  ): Promise<PostbackAnswer> {
    const network = this.networks.get(networkId) as PostbackNetwork;
    let fields: PostbackFields | undefined;
    try {
      fields = network.read(params, headers);
      const result = await this.apply(networkId, fields);
      this.log.info({ network: networkId, conversion: fields.conversionId, result }, 'offer postback');
      return { status: 200, ...network.answer(fields.conversionId), result };
    } catch (error) {
      if (!(error instanceof PostbackRefusal)) throw error;
      this.log.warn(
        { network: networkId, conversion: fields?.conversionId, click: fields?.clickId, reason: error.reason },
        'offer postback refused',
      );
      return {
        status: error.status,
        // A malformed request says what is wrong; the other refusals name their reason only.
        ...network.answer(
          fields?.conversionId,
          error.reason === 'bad_request' ? `bad_request: ${error.message}` : error.reason,
        ),
        result: `refused:${error.reason}`,
      };
    }
  }

  private async apply(network: PostbackNetworkId, fields: PostbackFields): Promise<PostbackResult> {
    const decided = await writeTransaction(this.db, async (trx) => {
      const click = await this.checkedClick(trx, network, fields);
      return fields.reversal ? this.reverse(trx, network, fields) : this.credit(trx, network, fields, click);
    });
    // Thrown after the commit: what the conversions service recorded of a refusal stays.
    if (decided instanceof PostbackRefusal) throw decided;
    return decided;
  }

  /** The click, refused when unknown, another user's, another offer's or an offer of another network. */
  private async checkedClick(trx: DbOrTrx, network: PostbackNetworkId, fields: PostbackFields): Promise<PostbackClick> {
    const click = await clicks.click(trx, fields.clickId);
    if (!click) throw new PostbackRefusal('unknown_click', 'no such click');
    if (String(click.userId) !== fields.userId) throw new PostbackRefusal('wrong_user', "the click is another user's");
    if (click.xbOfferId !== fields.offerId || click.network !== network) {
      throw new PostbackRefusal('wrong_offer', "the click is another offer's (or another network's)");
    }
    return click;
  }

  private async credit(
    trx: DbOrTrx,
    network: PostbackNetworkId,
    fields: PostbackFields,
    click: PostbackClick,
  ): Promise<PostbackResult | PostbackRefusal> {
    const ref = { network, conversionId: fields.conversionId };
    const now = this.now();
    const flags = await this.fraud.flags(trx, { now, click, postbackCountry: fields.country }, click.userId);
    const outcome = await this.conversions.credit(trx, {
      ...ref,
      clickId: click.clickId,
      source: 'postback',
      userId: click.userId,
      amountUnits: amountOf(fields, click),
      flags,
    });
    if (outcome.status === 'refused') return refusalOf(outcome);
    if (outcome.repeat) return repeatOf(outcome.conversion as ConversionView);
    if (outcome.status === 'flagged') await this.queueFlagged(trx, outcome.conversion as ConversionView);
    if (outcome.status === 'rejected') return refusalOf(outcome);
    return outcome.status === 'flagged' ? 'flagged' : 'credited';
  }

  private async reverse(
    trx: DbOrTrx,
    network: PostbackNetworkId,
    fields: PostbackFields,
  ): Promise<PostbackResult | PostbackRefusal> {
    const outcome = await this.conversions.reverse(trx, {
      network,
      conversionId: fields.revokes ?? fields.conversionId,
      clickId: fields.clickId,
      reason: `reversed by ${network}`,
    });
    if (outcome.status === 'refused') {
      return new PostbackRefusal('reversal_without_conversion', 'no such conversion (yet)');
    }
    return outcome.repeat ? 'already_reversed' : 'reversed';
  }
}

/** The claimed reward in base units of the offer's coin; absent: the offer's own. */
function amountOf(fields: PostbackFields, click: PostbackClick): bigint | undefined {
  if (fields.amount === undefined) return undefined;
  let units: bigint;
  try {
    units = parseUnits(fields.amount, COINS[click.coin].decimals);
  } catch (error) {
    throw new PostbackRefusal('bad_request', `reward ${(error as Error).message}`);
  }
  if (units <= 0n) throw new PostbackRefusal('bad_request', 'reward must be above zero');
  return units;
}

/** A repeat answers what the first one came to. */
function repeatOf(conversion: ConversionView): PostbackResult | PostbackRefusal {
  if (conversion.status === 'rejected' && conversion.reason === 'already_rewarded') {
    return new PostbackRefusal('already_rewarded', 'the user was rewarded for this offer');
  }
  return 'duplicate';
}

function refusalOf(outcome: ConversionOutcome): PostbackRefusal {
  switch (outcome.reason) {
    case 'click_of_another_user':
      return new PostbackRefusal('wrong_user', "the click is another user's");
    case 'amount_above_reward':
      return new PostbackRefusal('amount_too_large', "the reward is above the offer's");
    case 'unknown_click':
      return new PostbackRefusal('unknown_click', 'no such click');
    case 'offer_disabled':
      return new PostbackRefusal('offer_disabled', 'the offer is no longer offered');
    default:
      return new PostbackRefusal('already_rewarded', 'the user was rewarded for this offer');
  }
}
