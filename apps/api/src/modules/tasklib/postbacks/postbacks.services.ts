import type { ModuleDeps } from '../../module-deps';
import type { ApprovalKind } from '../../ops';
import type { ConversionView } from '../conversions/conversion-types';
import type { OfferConversions } from '../conversions/conversions.service';
import { flaggedConversionItem, flaggedConversionKind } from '../fraud/flagged-conversion.kind';
import { FraudCheck } from '../fraud/fraud-check';
import { postbackNetworks } from './postback-networks';
import type { PostbacksConfig } from './postbacks.config';
import { PostbackService } from './postbacks.service';

export interface PostbacksServices {
  postbacks: PostbackService;
  /** The approvals queue's `tasklib.conversion` kind (compose.ts registers it with the console). */
  flaggedKind: ApprovalKind;
}

/** What the postbacks use of other parts, wired by compose.ts. */
export interface PostbacksPorts {
  conversions: OfferConversions;
  /** Queues an item in the console's approvals queue, inside the caller's transaction. */
  review: (
    trx: Parameters<OfferConversions['credit']>[0],
    userId: number,
    kind: string,
    payload: unknown,
  ) => Promise<void>;
  /** Tests move the clock (the click-to-conversion time). */
  clock?: () => number;
}

/** The advertiser postbacks and their anti-fraud rules, over the conversions service. */
export function createPostbacksServices(
  { config, database, log }: ModuleDeps<PostbacksConfig>,
  ports: PostbacksPorts,
): PostbacksServices {
  const kind = flaggedConversionKind(ports.conversions);
  const queueFlagged = (trx: Parameters<PostbacksPorts['review']>[0], conversion: ConversionView) =>
    ports.review(trx, conversion.userId, kind.kind, flaggedConversionItem(conversion));
  return {
    postbacks: new PostbackService(
      database.db,
      postbackNetworks(config.secrets),
      ports.conversions,
      new FraudCheck(config.fraud),
      queueFlagged,
      log,
      ports.clock ?? (() => Date.now()),
    ),
    flaggedKind: kind as ApprovalKind,
  };
}
