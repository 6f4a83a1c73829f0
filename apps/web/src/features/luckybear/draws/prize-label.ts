import type { ZPrizeView } from '@app/shared/luckybear/draw-contracts';
import type { z } from 'zod';

export type PrizeView = z.infer<typeof ZPrizeView>;

/** What the label needs: the brand's amount format and this area's texts. */
export interface PrizeLabelTexts {
  amount: (value: string) => string;
  t: (key: string, values?: Record<string, string>) => string;
  has: (key: string) => boolean;
}

/**
 * A prize's words: the operator's own label where the texts have it (label_key), else what it pays
 * ("5 WH", "20 WH bonus") or "Try again" for a prize of nothing.
 */
export function prizeLabel(
  prize: Pick<PrizeView, 'label_key' | 'kind' | 'amount' | 'coin'>,
  x: PrizeLabelTexts,
): string {
  const values = { amount: x.amount(prize.amount), coin: prize.coin };
  if (prize.label_key && x.has(prize.label_key)) return x.t(prize.label_key, values);
  if (prize.kind === 'nothing') return x.t('prize_nothing');
  if (prize.kind === 'locked_bonus') return x.t('prize_bonus', values);
  return x.t('prize_coin', values);
}

/** A probability as players read it: 12.5 %, 0.1 %, < 0.01 %. */
export function oddsText(probability: number, locale: string): string {
  if (probability > 0 && probability < 0.0001) return `< ${(0.01).toLocaleString(locale)} %`;
  const digits = probability >= 0.1 ? 1 : 2;
  return `${(probability * 100).toLocaleString(locale, { maximumFractionDigits: digits })} %`;
}
