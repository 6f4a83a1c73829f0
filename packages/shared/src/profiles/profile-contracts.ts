import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import {
  IMAGE_PURPOSES,
  isProductLink,
  PRODUCT_LINK_MAX,
  PRODUCT_PRICE_MAX,
  PRODUCT_TITLE_MAX,
  PROFILE_INTRO_MAX,
  PROFILE_USERNAME_MAX,
  PROFILE_XID_PATTERN,
} from './profile-rules';

// The rules and limits live in profile-rules.ts (no zod), so pages can use them without the schemas.
export {
  IMAGE_MAX_BYTES,
  IMAGE_PURPOSES,
  type ImagePurpose,
  isProductLink,
  PRODUCT_LINK_MAX,
  PRODUCT_PRICE_MAX,
  PRODUCT_TITLE_MAX,
  PROFILE_INTRO_MAX,
  PROFILE_MAX_PER_PLAYER,
  PROFILE_MAX_PRODUCTS,
  PROFILE_USERNAME_MAX,
  PROFILE_XID_PATTERN,
} from './profile-rules';

/** Control characters (tabs and line breaks aside) never belong in a name or an intro. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Trimmed text of one line (no line breaks, tabs or control characters), `min` to `max` characters. */
const oneLine = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, `must be ${min} characters or more`)
    .max(max)
    .refine((s) => !CONTROL.test(s) && !/[\r\n\t]/.test(s), 'must be one line of text');

const ZXid = z.string().trim().toLowerCase().regex(PROFILE_XID_PATTERN, 'must be a profile id');
/** Names and intros are stored as typed (HTML is text: the pages escape it, never strip it). */
const ZUsername = oneLine(2, PROFILE_USERNAME_MAX);
const ZIntro = z
  .string()
  .trim()
  .max(PROFILE_INTRO_MAX)
  .refine((s) => !CONTROL.test(s), 'must be text');
const ZImageId = z.string().regex(/^[a-z0-9]{16}$/, 'must be an uploaded image id');

/** An uploaded image's addresses: paths on the profile group's host (the web prefixes its base URL). */
export const ZImageUrls = z.object({ url: z.string(), thumb_url: z.string() });
export type ImageUrls = z.infer<typeof ZImageUrls>;

export const ZProfileProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string(),
  price_text: z.string(),
  image: ZImageUrls.nullable(),
});
export type ProfileProduct = z.infer<typeof ZProfileProduct>;

export const ZProfile = z.object({
  xid: z.string(),
  username: z.string(),
  intro: z.string(),
  avatar: ZImageUrls.nullable(),
  background: ZImageUrls.nullable(),
  created_at: z.number().int(),
});
export type Profile = z.infer<typeof ZProfile>;

/** POST /profile/create: a new creator persona of mine; it becomes my current profile. */
export const createProfile = defineEndpoint({
  group: 'profile',
  method: 'POST',
  path: '/profile/create',
  summary: 'Create a profile of mine (it becomes the current one)',
  request: z.object({ username: ZUsername, intro: ZIntro.optional() }),
  response: ZProfile,
});

/** GET /profile/mine: my profiles and which one is current (null: none yet). */
export const myProfiles = defineEndpoint({
  group: 'profile',
  method: 'GET',
  path: '/profile/mine',
  summary: 'My profiles and the current one',
  request: z.object({}),
  response: z.object({ current: z.string().nullable(), list: z.array(ZProfile) }),
});

/** POST /profile/select: make one of my profiles the current one. */
export const selectProfile = defineEndpoint({
  group: 'profile',
  method: 'POST',
  path: '/profile/select',
  summary: 'Make one of my profiles the current one',
  request: z.object({ xid: ZXid }),
  response: ZProfile,
});

/** POST /profile/edit: change the name and/or intro of a profile of mine (absent fields stay). */
export const editProfile = defineEndpoint({
  group: 'profile',
  method: 'POST',
  path: '/profile/edit',
  summary: 'Edit the name or intro of my profile',
  request: z.object({ xid: ZXid, username: ZUsername.optional(), intro: ZIntro.optional() }),
  response: ZProfile,
});

/** POST /profile/set_image: use an image I uploaded (for that use) as the avatar or background; null removes it. */
export const setProfileImage = defineEndpoint({
  group: 'profile',
  method: 'POST',
  path: '/profile/set_image',
  summary: 'Set or remove the avatar or background of my profile',
  request: z.object({ xid: ZXid, kind: z.enum(['avatar', 'background']), image_id: ZImageId.nullable() }),
  response: ZProfile,
});

/** GET /profile/view?xid=: anyone's profile with its products (readable signed out: the public page). */
export const viewProfile = defineEndpoint({
  group: 'profile',
  method: 'GET',
  path: '/profile/view',
  summary: 'A profile and its products, public',
  request: z.object({ xid: ZXid }),
  response: ZProfile.extend({ products: z.array(ZProfileProduct), mine: z.boolean() }),
});
export type ProfileView = z.infer<typeof viewProfile.response>;

/** POST /profile/add_product: a creator shows a product on a profile of theirs (newest first). */
export const addProfileProduct = defineEndpoint({
  group: 'profile',
  method: 'POST',
  path: '/profile/add_product',
  summary: 'Show a product on my profile',
  request: z.object({
    xid: ZXid,
    title: oneLine(1, PRODUCT_TITLE_MAX),
    link: z
      .string()
      .trim()
      .max(PRODUCT_LINK_MAX)
      .refine(isProductLink, 'must be an http(s) address or a path of this app starting with /'),
    price_text: oneLine(0, PRODUCT_PRICE_MAX).default(''),
    image_id: ZImageId.nullable().default(null),
  }),
  response: ZProfileProduct,
});

/** POST /profile/remove_product: take a product off a profile of mine. */
export const removeProfileProduct = defineEndpoint({
  group: 'profile',
  method: 'POST',
  path: '/profile/remove_product',
  summary: 'Take a product off my profile',
  request: z.object({ xid: ZXid, product_id: z.number().int().positive() }),
  response: z.object({ removed: z.boolean() }),
});

export const UPLOAD_IMAGE_PATH = '/profile/upload_image';
export const ZUploadedImage = ZImageUrls.extend({ image_id: z.string(), purpose: z.enum(IMAGE_PURPOSES) });
export type UploadedImage = z.infer<typeof ZUploadedImage>;

/**
 * POST /profile/upload_image, multipart/form-data: a `purpose` field, then one `file` part. The web
 * client sends a FormData as it is; the API reads the stream itself (lib/images/multipart-upload.ts),
 * so the request schema here only types the client's call.
 */
export const uploadProfileImage = defineEndpoint({
  group: 'profile',
  method: 'POST',
  path: UPLOAD_IMAGE_PATH,
  summary: 'Upload an image through the image pipeline (multipart)',
  request: z.custom<FormData>((value) => typeof FormData !== 'undefined' && value instanceof FormData),
  response: ZUploadedImage,
});
