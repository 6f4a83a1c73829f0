import { z } from 'zod';
import {
  isPostMediaUrl,
  POST_ALT_MAX,
  POST_LIST_ITEM_MAX,
  POST_LIST_ITEMS_MAX,
  POST_TEXT_MAX,
  POST_URL_MAX,
} from './post-rules';

/** A post's content blocks (spec 3) and pictures: the schemas the contracts (post-contracts.ts) build on. */

/** Control characters (tabs and line breaks aside) never belong in a text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
export const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Text up to `max` characters, without control characters; stored as given (not trimmed inside blocks). */
export const text = (min: number, max: number) =>
  z
    .string()
    .min(min, `must be ${min} characters or more`)
    .max(max)
    .refine((s) => !CONTROL.test(s), 'must be text');

export const ZMediaUrl = z
  .string()
  .trim()
  .max(POST_URL_MAX)
  .refine(isPostMediaUrl, 'must be an uploaded image or an https address of an allowed host');
/** Pixel sizes (the client reserves the space before the picture loads). */
export const ZPixels = z.number().int().min(1).max(20_000);
const ZAlt = text(0, POST_ALT_MAX).optional();

export const ZParagraphBlock = z.object({ type: z.literal('paragraph'), text: text(1, POST_TEXT_MAX) });
export const ZH2Block = z.object({ type: z.literal('h2'), text: text(1, POST_TEXT_MAX) });
export const ZBlockquoteBlock = z.object({ type: z.literal('blockquote'), text: text(1, POST_TEXT_MAX) });
export const ZListBlock = z.object({
  type: z.literal('list'),
  ordered: z.boolean(),
  items: z.array(text(1, POST_LIST_ITEM_MAX)).min(1).max(POST_LIST_ITEMS_MAX),
});
export const ZImageBlock = z.object({
  type: z.literal('image'),
  url: ZMediaUrl,
  width: ZPixels,
  height: ZPixels,
  alt: ZAlt,
});
export const ZGifBlock = z.object({
  type: z.literal('gif'),
  url: ZMediaUrl,
  width: ZPixels,
  height: ZPixels,
  alt: ZAlt,
});
/** A video plays from `url` (an https host of the allow-list); `cover` is its poster picture. */
export const ZVideoBlock = z.object({
  type: z.literal('video'),
  url: ZMediaUrl,
  cover: ZMediaUrl,
  width: ZPixels,
  height: ZPixels,
  /** Seconds, when known. */
  duration: z.number().int().min(0).max(86_400).optional(),
});
/** Content of a kind this app does not know: kept as its raw text and rendered as plain text. */
export const ZOtherBlock = z.object({ type: z.literal('other'), raw: text(1, POST_TEXT_MAX) });

export const ZPostBlock = z.discriminatedUnion('type', [
  ZParagraphBlock,
  ZH2Block,
  ZBlockquoteBlock,
  ZListBlock,
  ZImageBlock,
  ZGifBlock,
  ZVideoBlock,
  ZOtherBlock,
]);
export type PostBlock = z.infer<typeof ZPostBlock>;

/** Every character of text a post carries (the total limit counts these). */
export function postTextLength(title: string, blocks: readonly PostBlock[]): number {
  let total = title.length;
  for (const block of blocks) {
    if (block.type === 'list') for (const item of block.items) total += item.length;
    else if (block.type === 'other') total += block.raw.length;
    else if (block.type === 'image' || block.type === 'gif') total += block.alt?.length ?? 0;
    else if (block.type !== 'video') total += block.text.length;
  }
  return total;
}

/** A picture with its pixel size: a post's cover. */
export const ZPostImage = z.object({ url: ZMediaUrl, width: ZPixels, height: ZPixels });
export type PostImage = z.infer<typeof ZPostImage>;
