import type { Locale } from '@app/shared';
import { publicCheck } from '@app/shared/auth/account-contracts';
import { GIFT_CODE_PATTERN, viewGiftCode } from '@app/shared/gifts/gift-contracts';
import { cplProductDetail } from '@app/shared/tasklib/offer-contracts';
import type { ApiBaseUrls } from '@/lib/api/base-urls';
import { createApiClient } from '@/lib/api/client';
import { buildCommonHeaders } from '@/lib/api/common-headers';
import { countryForLocale } from '@/lib/api/country';
import { APP_VERSION } from '@/lib/app/app-version';
import type { MetaRoute } from '@/lib/routes/meta-routes';
import type { PageProps } from './page-metadata';

/** How long the metadata waits for the API before it falls back to the generic texts. */
export const PAGE_PROPS_TIMEOUT_MS = 1500;

export interface PagePropsOptions {
  baseUrls: ApiBaseUrls;
  locale: Locale;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** /gift/[code]: also name the code's generated share image (default true; the image itself asks without). */
  withShareImage?: boolean;
}

/**
 * What the server can learn about a page's subject for its metadata (spec 3 "Page props"), read from
 * the API signed out with a short timeout. Any failure (timeout, network, business code, unknown id)
 * gives {} and the metadata uses the route's generic texts.
 *
 * - /products/[productId]: POST /cpl/product_detail {ProductId} (signed out, the locale's country in
 *   envContext): title, description (the long text when there is one), covers (imglist) and icon
 *   (ImageUrl). A product id that is not a positive number asks nothing.
 * - /profile/[xid]: GET /user/public_cheak?user_id=xid gives the username and avatar (no intro or
 *   background images exist yet).
 * - /gift/[code]: GET /casino/lucky_bear/gift_code/view?code= gives the sender's nickname, already masked
 *   by the API (spec 9; masking it again changes nothing), and the code's share image (drawn per code and
 *   locale by the gift page's image route). A code that cannot be one asks nothing.
 * - /posts/[postId]: no post API exists yet, so nothing is read.
 */
export async function loadPageProps(route: MetaRoute | undefined, options: PagePropsOptions): Promise<PageProps> {
  if (route?.kind !== 'product' && route?.kind !== 'profile' && route?.kind !== 'gift') return {};
  if (route.kind === 'gift' && !GIFT_CODE_PATTERN.test(route.code.toUpperCase())) return {};
  if (route.kind === 'product' && !/^[1-9]\d{0,14}$/.test(route.productId)) return {};
  const api = createApiClient({
    baseUrls: options.baseUrls,
    headers: () =>
      buildCommonHeaders({
        userId: 0,
        secretKey: undefined,
        language: options.locale,
        countryCode: countryForLocale(options.locale),
        platform: 'h5',
        appVersion: APP_VERSION,
      }),
    fetch: options.fetch,
  });
  const signal = AbortSignal.timeout(options.timeoutMs ?? PAGE_PROPS_TIMEOUT_MS);
  try {
    if (route.kind === 'product') {
      const product = await api.call(
        cplProductDetail,
        { envContext: { country: countryForLocale(options.locale) }, ProductId: Number(route.productId) },
        { signal },
      );
      return {
        product: {
          title: product.title,
          desc: product.longDesc || product.desc,
          imglist: product.imglist,
          ImageUrl: product.ImageUrl,
        },
      };
    }
    if (route.kind === 'gift') {
      const gift = await api.call(viewGiftCode, { code: route.code }, { signal });
      // The share image is drawn per code and locale by next/og (app/[locale]/(player)/gift/[code]/image).
      const image = options.withShareImage === false ? {} : { share_img: `/${options.locale}/gift/${gift.code}/image` };
      return gift.sender ? { nickname: gift.sender, ...image } : image;
    }
    if (!/^[1-9]\d{0,14}$/.test(route.xid)) return {};
    const user = await api.call(publicCheck, { user_id: Number(route.xid) }, { signal });
    if (!user.exists || !user.username) return {};
    return { userProfile: { profile: { user_info: { username: user.username, head_url: user.head_url } } } };
  } catch {
    return {};
  }
}
