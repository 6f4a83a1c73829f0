/**
 * The profiles' rules and limits without zod (issue 18): the web's pages import these, the contracts
 * (profile-contracts.ts) build their schemas from them.
 */

/**
 * A profile's public id: 8 characters of lower-case letters and digits without look-alikes. 8 is no
 * length of spec 2.4's own /profile/<page> names (select, create, setup, account, edit, followTask,
 * addProduct), so /profile/<xid> never shadows one of them.
 */
export const PROFILE_XID_PATTERN = /^[23456789abcdefghjkmnpqrstuvwxyz]{8}$/;
export const PROFILE_USERNAME_MAX = 32;
export const PROFILE_INTRO_MAX = 500;
/** Creator personas per player (issue 18: "a player may have several profiles"). */
export const PROFILE_MAX_PER_PLAYER = 5;
export const PROFILE_MAX_PRODUCTS = 20;
export const PRODUCT_TITLE_MAX = 60;
export const PRODUCT_PRICE_MAX = 32;
export const PRODUCT_LINK_MAX = 500;

/**
 * What an uploaded image is for: each use has its own fixed sizes (apps/api/src/lib/images). 'post' is
 * a post's picture (issue 18 item 3: POST /community/upload_image), kept in its proportions.
 */
export const IMAGE_PURPOSES = ['avatar', 'background', 'product', 'post'] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

/**
 * A product's link: an https/http address or a route of this app ("/quest", "/products/12"). Anything
 * else (javascript:, data:, protocol-relative //host) is refused: the public page renders it as a link.
 */
export function isProductLink(value: string): boolean {
  if (/^\/(?![/\\])[^\s]*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Largest upload, bytes (the API's limit; the web checks it first to spare the transfer). */
export const IMAGE_MAX_BYTES = 8 * 1024 * 1024;
