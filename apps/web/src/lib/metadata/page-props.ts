import type { Locale } from '@app/shared';
import { BodyCode } from '@app/shared';
import { GIFT_CODE_PATTERN, viewGiftCode } from '@app/shared/gifts/gift-contracts';
import { luckyCodeQuery } from '@app/shared/luckycodes/lucky-code-contracts';
import { getPost, type Post, ZPostId } from '@app/shared/posts/post-contracts';
import { PROFILE_XID_PATTERN, type ProfileView, viewProfile } from '@app/shared/profiles/profile-contracts';
import { cplProductDetail } from '@app/shared/tasklib/offer-contracts';
import { createTranslator } from 'next-intl';
import { ApiCallError } from '@/lib/api/api-error';
import type { ApiBaseUrls } from '@/lib/api/base-urls';
import { createApiClient } from '@/lib/api/client';
import { buildCommonHeaders } from '@/lib/api/common-headers';
import { countryForLocale } from '@/lib/api/country';
import { APP_VERSION } from '@/lib/app/app-version';
import type { MetaRoute } from '@/lib/routes/meta-routes';
import { LAND_IMAGES, landLuckyCode, luckyLandProps } from './land-props';
import { loadMetaMessages, type PageProps, type PageRouteInput } from './page-metadata';

/** How long the metadata waits for the API before it falls back to the generic texts. */
export const PAGE_PROPS_TIMEOUT_MS = 1500;

export interface PagePropsOptions {
  baseUrls: ApiBaseUrls;
  locale: Locale;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** /gift/[code]: also name the code's generated share image (default true; the image itself asks without). */
  withShareImage?: boolean;
  /** The page's query: /luckycode/land names its code with ?code=. */
  query?: PageRouteInput['query'];
}

/**
 * What the server can learn about a page's subject for its metadata (spec 3 "Page props"), read from
 * the API signed out with a short timeout. Any failure (timeout, network, business code, unknown id)
 * gives {} and the metadata uses the route's generic texts.
 *
 * - /products/[productId]: POST /cpl/product_detail {ProductId} (signed out, the locale's country in
 *   envContext): title, description (the long text when there is one), covers (imglist) and icon
 *   (ImageUrl). A product id that is not a positive number asks nothing.
 * - /profile/[xid]: GET /profile/view?xid= gives the username, intro, avatar and background (their
 *   paths made absolute on the profile group's host, the og:image must be absolute). An id that is not
 *   PROFILE_XID_PATTERN asks nothing.
 * - /gift/[code]: GET /casino/lucky_bear/gift_code/view?code= gives the sender's nickname, already masked
 *   by the API (spec 9; masking it again changes nothing), and the code's share image (drawn per code and
 *   locale by the gift page's image route). A code that cannot be one asks nothing.
 * - /luckycode/land?code=: GET /casino/lucky_bear/lucky_code_query gives the code's price or prize for the
 *   share text (land-props.ts); the share image is the locale's card either way.
 * - /share/land and /land: the locale's card (spec 2.1), nothing read.
 * - /posts/[postId]: GET /community/post/detail?post_id= (issue 18 item 3) gives the title, the excerpt
 *   (the start of its text, plain) and the cover, else its first image (made absolute on the profile
 *   group's host, which serves the image pipeline's paths). An id that is not a post id asks nothing.
 */
export async function loadPageProps(route: MetaRoute | undefined, options: PagePropsOptions): Promise<PageProps> {
  if (route?.kind === 'shareLand') return { share_img: LAND_IMAGES.share(options.locale) };
  if (route?.kind === 'luckycodeLand') return loadLuckyLandProps(options);
  if (route?.kind === 'post') return loadPostProps(route.postId, options);
  if (route?.kind !== 'product' && route?.kind !== 'profile' && route?.kind !== 'gift') return {};
  if (route.kind === 'gift' && !GIFT_CODE_PATTERN.test(route.code.toUpperCase())) return {};
  if (route.kind === 'product' && !/^[1-9]\d{0,14}$/.test(route.productId)) return {};
  const api = metadataClient(options);
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
    const profile = await loadPublicProfile(route.xid, options, signal);
    if (!profile) return {};
    const base = options.baseUrls.profile;
    return {
      userProfile: {
        profile: {
          user_info: {
            username: profile.username,
            head_url: profile.avatar ? `${base}${profile.avatar.url}` : undefined,
          },
          intro: profile.intro,
          background_images: profile.background ? [`${base}${profile.background.url}`] : [],
        },
      },
    };
  } catch {
    return {};
  }
}

/**
 * GET /profile/view?xid= signed out (issue 18): the public profile for /profile/[xid]'s page and its
 * metadata; undefined for an id that cannot be one or that no profile has. Other failures throw.
 */
export async function loadPublicProfile(
  xid: string,
  options: Pick<PagePropsOptions, 'baseUrls' | 'locale' | 'fetch'>,
  signal: AbortSignal = AbortSignal.timeout(PAGE_PROPS_TIMEOUT_MS),
): Promise<ProfileView | undefined> {
  if (!PROFILE_XID_PATTERN.test(xid)) return undefined;
  try {
    return await metadataClient(options).call(viewProfile, { xid }, { signal });
  } catch (error) {
    if (error instanceof ApiCallError && error.code === BodyCode.PROFILE_NOT_FOUND) return undefined;
    throw error;
  }
}

/** /posts/[postId]'s spec 3 page props (title, content, cover); {} when the post cannot be read. */
async function loadPostProps(postId: string, options: PagePropsOptions): Promise<PageProps> {
  try {
    const post = await loadPublicPost(postId, options, AbortSignal.timeout(options.timeoutMs ?? PAGE_PROPS_TIMEOUT_MS));
    if (!post) return {};
    const firstImage = post.blocks.find((block) => block.type === 'image' || block.type === 'gif');
    const image = post.cover?.url ?? (firstImage && 'url' in firstImage ? firstImage.url : undefined);
    const absolute = image && !image.startsWith('https://') ? `${options.baseUrls.profile}${image}` : image;
    return { post: { title: post.title, content: post.excerpt, cover: absolute } };
  } catch {
    return {};
  }
}

/**
 * GET /community/post/detail?post_id= signed out (issue 18 item 3): the public post for /posts/[postId]'s
 * page and its metadata; undefined for an id that cannot be one or that no (visible) post has. Other
 * failures throw.
 */
export async function loadPublicPost(
  postId: string,
  options: Pick<PagePropsOptions, 'baseUrls' | 'locale' | 'fetch'>,
  signal: AbortSignal = AbortSignal.timeout(PAGE_PROPS_TIMEOUT_MS),
): Promise<Post | undefined> {
  if (!ZPostId.safeParse(postId).success) return undefined;
  try {
    return await metadataClient(options).call(getPost, { post_id: postId }, { signal });
  } catch (error) {
    if (error instanceof ApiCallError && error.code === BodyCode.POST_NOT_FOUND) return undefined;
    throw error;
  }
}

/** The signed-out API client of the metadata: the common headers of the locale, no session. */
function metadataClient(options: Pick<PagePropsOptions, 'baseUrls' | 'locale' | 'fetch'>) {
  return createApiClient({
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
}

/** /luckycode/land: the code's share text when the API knows the code, the locale's card always. */
async function loadLuckyLandProps(options: PagePropsOptions): Promise<PageProps> {
  const code = landLuckyCode(options.query?.code);
  const messages = await loadMetaMessages(options.locale);
  const t = createTranslator({ locale: options.locale, messages: { meta: messages }, namespace: 'meta.luckycode' });
  const texts = {
    unopened: (v: { price: string; coin: string }) => t('share_unopened', v),
    opened: (v: { amount: string; coin: string }) => t('share_opened', v),
  };
  if (!code) return luckyLandProps(options.locale, null, texts);
  try {
    const signal = AbortSignal.timeout(options.timeoutMs ?? PAGE_PROPS_TIMEOUT_MS);
    const view = await metadataClient(options).call(luckyCodeQuery, { code }, { signal });
    return luckyLandProps(options.locale, view, texts);
  } catch {
    return luckyLandProps(options.locale, null, texts);
  }
}
