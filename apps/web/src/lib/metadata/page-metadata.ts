import { DEFAULT_LOCALE, isSupportedLocale, type Locale, maskNickname, SUPPORTED_LOCALES } from '@app/shared';
import type { Metadata } from 'next';
import { createTranslator } from 'next-intl';
import { type MetaRoute, matchMetaRoute, normalizePath } from '@/lib/routes/meta-routes';
import type enMeta from '../../../messages/en-US/meta.json';
import { LAND_IMAGES } from './land-props';

/** The route a page is rendered for: its path without the locale prefix, and its query. */
export interface PageRouteInput {
  path: string;
  query?: Readonly<Record<string, string | string[] | undefined>>;
}

/** Spec 3 "Post content blocks": text (with a format), image, gif, video with cover, other. */
export interface PostBlock {
  type?: string;
  format?: string;
  text?: string;
}

/**
 * Spec 3 "Page props": what the server knows about the page's subject. Every field is optional: the
 * metadata falls back to the route's generic texts for whatever is missing.
 */
export interface PageProps {
  product?: { title?: string; desc?: string; imglist?: string[]; ImageUrl?: string };
  post?: { title?: string; content?: string | PostBlock[]; cover?: string };
  userProfile?: {
    profile?: {
      user_info?: { username?: string; head_url?: string };
      intro?: string;
      background_images?: string[];
    };
  };
  share_text?: string;
  share_img?: string;
  /** The gift sender's nickname (shown masked). */
  nickname?: string;
  /** Locales the page exists in (its hreflang alternates); default all 13. */
  support_locales?: string[];
  /** Not used for URLs: the origin comes from the request or SITE_ORIGIN (an API value must not move links). */
  host?: string;
}

export type MetaMessages = typeof enMeta;

/** Own share images (apps/web/public/share/), 1200 x 630 unless noted. */
export const SHARE_IMAGES = {
  default: '/share/default.png',
  luckybear: '/share/luckybear.png',
  /** 512 x 512. */
  luckybearIcon: '/share/luckybear-icon.png',
  /** Spec 2.1: "The share land image depends on the locale": drawn per locale by next/og (land-props.ts). */
  land: LAND_IMAGES.share,
} as const;

const OWN_IMAGE_SIZE = { width: 1200, height: 630 } as const;
const DESCRIPTION_MAX = 160;

/** Routes with a canonical link (spec 2.1), and the query parameters their canonical link keeps. */
const CANONICAL_QUERY: Partial<Record<MetaRoute['kind'], readonly string[]>> = {
  home: [],
  pool: [],
  pet: [],
  wallet: [],
  library: [],
  product: [],
  post: [],
  loginHome: [],
  welfare: ['productId', 'offerId'],
  recharge: ['gameId', 'mchId'],
};

/** The meta namespace of one locale (messages/<locale>/meta.json). */
export async function loadMetaMessages(locale: Locale): Promise<MetaMessages> {
  return (await import(`../../../messages/${locale}/meta.json`)).default as MetaMessages;
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path with each segment percent-encoded once (Next hands params over decoded). */
function encodePath(path: string): string {
  return normalizePath(path)
    .split('/')
    .map((segment) => encodeURIComponent(decodeSegment(segment)))
    .join('/');
}

function localizedUrl(origin: string, locale: Locale, path: string, query?: URLSearchParams): string {
  const encoded = encodePath(path);
  const qs = query?.toString();
  return `${origin}/${locale}${encoded === '/' ? '' : encoded}${qs ? `?${qs}` : ''}`;
}

/** An http(s) URL for an image given as an absolute URL or a path on this site; anything else: none. */
export function absoluteImageUrl(value: string | undefined | null, origin: string): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text, `${origin}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** Whitespace collapsed and cut at DESCRIPTION_MAX characters (on a word when possible) with an ellipsis. */
export function shortText(value: string | undefined | null, max = DESCRIPTION_MAX): string | undefined {
  const text = value?.replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The text of a post: the string itself, or its text blocks joined (images, gifs, videos skipped). */
function postText(content: string | PostBlock[] | undefined): string | undefined {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return undefined;
  return content
    .filter((block) => (block.type ?? 'text') === 'text' && typeof block.text === 'string')
    .map((block) => block.text)
    .join(' ');
}

function ogLocale(locale: Locale): string {
  return locale.replace('-', '_');
}

interface PageTexts {
  /** The page's own title (og/twitter); the document title adds the site name. */
  title: string;
  description: string;
  image: { url: string; own: boolean };
  /** The casino brand names itself (spec 2.1: own brand, icon and description). */
  brand?: string;
}

function pageTexts(
  route: MetaRoute | undefined,
  props: PageProps,
  locale: Locale,
  t: ReturnType<typeof createTranslator<{ meta: MetaMessages }, 'meta'>>,
): PageTexts {
  const own = (url: string) => ({ url, own: true });
  const theirs = (url: string | undefined) => (url ? { url, own: false } : own(SHARE_IMAGES.default));
  switch (route?.kind) {
    case undefined:
      return { title: t('site_name'), description: t('default_description'), image: own(SHARE_IMAGES.default) };
    case 'home':
    case 'pool':
    case 'wallet':
    case 'library':
    case 'welfare':
    case 'recharge':
    case 'inbet':
      return {
        title: t(`${route.kind}.title`),
        description: t(`${route.kind}.description`),
        image: own(SHARE_IMAGES.default),
      };
    case 'pet':
      return { title: t('pet.title'), description: t('pet.description'), image: own(SHARE_IMAGES.default) };
    case 'loginHome':
      return {
        title: t('login_home.title'),
        description: t('login_home.description'),
        image: own(SHARE_IMAGES.default),
      };
    case 'product': {
      const product = props.product;
      return {
        title: product?.title?.trim() || t('product.title'),
        description: shortText(product?.desc) ?? t('product.description'),
        image: theirs(product?.ImageUrl?.trim() || product?.imglist?.find((url) => url.trim())),
      };
    }
    case 'post':
      return {
        title: props.post?.title?.trim() || t('post.title'),
        description: shortText(postText(props.post?.content)) ?? t('post.description'),
        image: theirs(props.post?.cover?.trim()),
      };
    case 'gift': {
      const masked = props.nickname ? maskNickname(props.nickname) : '';
      return {
        title: masked ? t('gift.title', { nickname: masked }) : t('gift.title_anonymous'),
        description: shortText(props.share_text) ?? t('gift.description'),
        image: theirs(props.share_img?.trim()),
      };
    }
    case 'luckycodeLand': {
      // The locale's generated card (1200 x 630) unless the props name another image.
      const image = props.share_img?.trim();
      const card = LAND_IMAGES.luckycode(locale);
      return {
        title: t('luckycode.title'),
        description: shortText(props.share_text) ?? t('luckycode.description'),
        image: !image || image === card ? own(card) : theirs(image),
      };
    }
    case 'shareLand':
      return {
        title: t('share_land.title'),
        description: shortText(props.share_text) ?? t('share_land.description'),
        image: own(SHARE_IMAGES.land(locale)),
      };
    case 'profile': {
      const profile = props.userProfile?.profile;
      const username = profile?.user_info?.username?.trim();
      return {
        title: username ? t('profile.title', { username }) : t('profile.title_fallback'),
        description:
          shortText(profile?.intro) ??
          (username ? t('profile.description', { username }) : t('profile.description_fallback')),
        image: theirs(profile?.background_images?.find((url) => url.trim()) ?? profile?.user_info?.head_url?.trim()),
      };
    }
    case 'luckybear':
      return {
        title: t('luckybear.title'),
        description: t('luckybear.description'),
        image: own(SHARE_IMAGES.luckybear),
        brand: t('luckybear.name'),
      };
  }
}

/**
 * The page metadata of spec 2.1 for one route: the title, description, canonical link (with its
 * query parameters for /task/welfare and /task/recharge) and hreflang alternates, and the Open Graph
 * and Twitter tags. `origin` is the site's origin (https://example.com); every URL is absolute.
 */
export async function buildPageMetadata(
  route: PageRouteInput,
  props: PageProps,
  locale: Locale,
  origin: string,
): Promise<Metadata> {
  const base = origin.replace(/\/+$/, '');
  const messages = await loadMetaMessages(locale);
  const t = createTranslator({ locale, messages: { meta: messages }, namespace: 'meta' });
  const matched = matchMetaRoute(route.path);
  const texts = pageTexts(matched, props, locale, t);
  const siteName = texts.brand ?? t('site_name');
  // The brand's own title and the bare site name stand alone; page titles add the site name.
  const title = texts.brand || !matched ? texts.title : t('title_format', { page: texts.title, site: siteName });

  const canonicalKeys = matched ? CANONICAL_QUERY[matched.kind] : undefined;
  let canonical: string | undefined;
  let languages: Record<string, string> | undefined;
  if (canonicalKeys) {
    const query = new URLSearchParams();
    for (const key of canonicalKeys) {
      const value = firstValue(route.query?.[key])?.trim();
      if (value) query.set(key, value);
    }
    canonical = localizedUrl(base, locale, route.path, query);
    const offered = (props.support_locales ?? SUPPORTED_LOCALES).filter(isSupportedLocale);
    languages = Object.fromEntries(offered.map((l) => [l, localizedUrl(base, l, route.path, query)]));
    if (offered.length > 0) {
      languages['x-default'] = localizedUrl(
        base,
        offered.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : (offered[0] as Locale),
        route.path,
        query,
      );
    }
  }

  const imageUrl = absoluteImageUrl(texts.image.url, base) ?? `${base}${SHARE_IMAGES.default}`;
  const imageAlt = t('image_alt', { site: siteName });
  const image = texts.image.own
    ? { url: imageUrl, ...OWN_IMAGE_SIZE, alt: imageAlt }
    : { url: imageUrl, alt: imageAlt };

  const metadata: Metadata = {
    title,
    description: texts.description,
    openGraph: {
      type: 'website',
      siteName,
      title: texts.title,
      description: texts.description,
      url: canonical ?? localizedUrl(base, locale, route.path),
      locale: ogLocale(locale),
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: texts.title,
      description: texts.description,
      images: [{ url: imageUrl, alt: imageAlt }],
    },
  };
  if (canonical) metadata.alternates = { canonical, languages };
  if (texts.brand) {
    const icon = `${base}${SHARE_IMAGES.luckybearIcon}`;
    metadata.applicationName = texts.brand;
    metadata.icons = { icon: [{ url: icon, type: 'image/png', sizes: '512x512' }], apple: icon };
  }
  return metadata;
}
