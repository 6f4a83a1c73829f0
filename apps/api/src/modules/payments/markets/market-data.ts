import { ZPaymentMarketItem } from '@app/shared/payments/market-item';
import { z } from 'zod';
import type { DbOrTrx } from '../../../db/types';
import channels from '../data/channels.json' with { type: 'json' };
import markets from '../data/markets.json' with { type: 'json' };
import { marketRepository } from './market.repository';

/** Checked when the module loads: a bad edit of the data files fails at start and in the tests. */
const ZLimits = z.object({
  min: z.string().regex(/^\d+(\.\d+)?$/),
  max: z.string().regex(/^\d+(\.\d+)?$/),
  fee_percent: z.string().regex(/^\d+(\.\d{1,4})?$/),
  fee_fixed: z.string().regex(/^\d+(\.\d+)?$/),
});
export type ChannelLimits = z.output<typeof ZLimits>;
const ZChannelData = z.object({ recharge: ZLimits.nullable(), withdraw: ZLimits.nullable() });
export type ChannelData = z.output<typeof ZChannelData>;

/** The aggregator channels' limits and fees per market (data/channels.json), keyed market -> channel. */
export const CHANNEL_DATA: Readonly<Record<string, Readonly<Record<string, ChannelData>>>> = z
  .record(z.string(), z.record(z.string(), ZChannelData))
  .parse(Object.fromEntries(Object.entries(channels).filter(([key]) => key !== '$comment')));

/** The markets' first rates and limits (data/markets.json); the database's rows are the operators'. */
export const SEED_MARKETS = z.object({ markets: z.array(ZPaymentMarketItem) }).parse(markets).markets;

/** Adds the data file's markets the database lacks, at every start; stored ones are the operators'. */
export async function syncPaymentMarkets(db: DbOrTrx, now: number): Promise<void> {
  await marketRepository.insertMissing(db, SEED_MARKETS, now);
}
