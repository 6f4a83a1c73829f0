import type { Locale } from '@app/shared';
import { LUCKY_CODE_PATTERN, type LuckyCodeView } from '@app/shared/luckycodes/lucky-code-contracts';
import type { PageProps } from './page-metadata';

/**
 * The page props (spec 3: share_text, share_img) of the landing pages of spec 2.1, /luckycode/land and
 * /share/land (and /land, which is that landing without a sharer). Their share images are drawn per
 * locale by next/og (app/[locale]/(player)/.../land/image); the lucky code's share text says what the
 * shared code is, read from lucky_code_query.
 */
export const LAND_IMAGES = {
  luckycode: (locale: Locale) => `/${locale}/luckycode/land/image`,
  share: (locale: Locale) => `/${locale}/share/land/image`,
} as const;

/** The lucky code's share texts (meta.json luckycode.share_unopened and share_opened). */
export interface LuckyLandTexts {
  unopened: (values: { price: string; coin: string }) => string;
  opened: (values: { amount: string; coin: string }) => string;
}

/** A lucky code named by a land link (?code=): trimmed and upper-cased, else null (server side: the contracts carry zod). */
export function landLuckyCode(raw: string | string[] | undefined): string | null {
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  return value && LUCKY_CODE_PATTERN.test(value) ? value : null;
}

/**
 * /luckycode/land's props: the locale's share image always; the share text only for a code the API
 * knows (unopened: its price, opened: what it won). An unknown code gets the route's generic texts.
 */
export function luckyLandProps(locale: Locale, view: LuckyCodeView | null, texts: LuckyLandTexts): PageProps {
  const props: PageProps = { share_img: LAND_IMAGES.luckycode(locale) };
  if (!view) return props;
  props.share_text = view.prize
    ? texts.opened({ amount: view.prize.amount, coin: view.prize.coin })
    : texts.unopened({ price: view.price, coin: view.coin });
  return props;
}
