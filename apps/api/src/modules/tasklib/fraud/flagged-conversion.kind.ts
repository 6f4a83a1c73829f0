import { formatUnits } from '@app/shared';
import { COINS } from '@app/shared/wallet/coins';
import { z } from 'zod';
import type { DbOrTrx } from '../../../db/types';
import type { ApprovalKind } from '../../ops';
import type { ConversionView } from '../conversions/conversion-types';
import type { OfferConversions } from '../conversions/conversions.service';

export const FLAGGED_CONVERSION_KIND = 'tasklib.conversion';

const ZFlaggedConversion = z.object({
  network: z.string(),
  conversion_id: z.string(),
  click_id: z.string(),
  user_id: z.number().int(),
  xb_offer_id: z.string(),
  coin: z.string(),
  amount: z.string(),
  flags: z.array(z.string()),
});
type FlaggedConversion = z.output<typeof ZFlaggedConversion>;

/** The queue item of a conversion the fraud rules flagged. */
export function flaggedConversionItem(conversion: ConversionView): FlaggedConversion {
  return {
    network: conversion.network,
    conversion_id: conversion.conversionId,
    click_id: conversion.clickId,
    user_id: conversion.userId,
    xb_offer_id: conversion.xbOfferId,
    coin: conversion.coin,
    amount: formatUnits(conversion.amountUnits, COINS[conversion.coin].decimals),
    flags: conversion.flags,
  };
}

/**
 * A flagged conversion as an item of the console's approvals queue (issue 11's queue, reused):
 * approving credits it through the conversions service, rejecting marks it rejected (and frees the
 * player's claim on the offer). Either happens once: the conversion moves from `flagged` in one
 * conditional update, and a conversion no longer flagged (the advertiser reversed it meanwhile) makes
 * the decision fail and roll back with the message shown to the operator.
 */
export function flaggedConversionKind(conversions: OfferConversions): ApprovalKind<FlaggedConversion> {
  async function decided(outcome: Awaited<ReturnType<OfferConversions['creditFlagged']>>, p: FlaggedConversion) {
    if (outcome.status === 'refused') {
      throw new Error(`conversion ${p.network}:${p.conversion_id} is not waiting for a decision (${outcome.reason})`);
    }
    return { conversion_id: p.conversion_id, status: outcome.status };
  }
  return {
    kind: FLAGGED_CONVERSION_KIND,
    payload: ZFlaggedConversion,
    permission: 'approvals.decide',
    summary: (p) =>
      `Offer ${p.xb_offer_id}: ${p.amount} ${p.coin} to player ${p.user_id} (${p.network}), flagged ${p.flags.join(', ')}`,
    async approve(trx: DbOrTrx, p) {
      return decided(await conversions.creditFlagged(trx, { network: p.network, conversionId: p.conversion_id }), p);
    },
    async reject(trx: DbOrTrx, p, decision) {
      const ref = { network: p.network, conversionId: p.conversion_id, reason: decision.reason };
      await decided(await conversions.rejectFlagged(trx, ref), p);
    },
  };
}
