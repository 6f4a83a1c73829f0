import type { PostBlock, PostImage } from '@app/shared/posts/post-contracts';

/**
 * The composer's blocks while they are edited (pure, tested in draft-blocks.test.ts). A list is edited
 * as one text, an item a line; a picture is what the upload answered; a video is an https address with
 * an uploaded cover. `key` keeps a block's editor (and its focus) in place while blocks move.
 */
export type DraftBlock = { key: string } & (
  | { kind: 'paragraph' | 'h2' | 'blockquote'; text: string }
  | { kind: 'ordered' | 'unordered'; text: string }
  | { kind: 'image' | 'gif'; image: PostImage | null; alt: string }
  | { kind: 'video'; url: string; cover: PostImage | null }
  | { kind: 'other'; text: string }
);
export type DraftKind = DraftBlock['kind'];

/** What the composer's "add" menu offers, in its order: every block type of spec 3. */
export const DRAFT_KINDS: readonly DraftKind[] = [
  'paragraph',
  'h2',
  'blockquote',
  'ordered',
  'unordered',
  'image',
  'gif',
  'video',
  'other',
];

let counter = 0;
/** A key unique in this tab (blocks are never stored with it). */
function nextKey(): string {
  counter += 1;
  return `b${counter}`;
}

export function newDraftBlock(kind: DraftKind): DraftBlock {
  const key = nextKey();
  switch (kind) {
    case 'image':
    case 'gif':
      return { key, kind, image: null, alt: '' };
    case 'video':
      return { key, kind, url: '', cover: null };
    default:
      return { key, kind, text: '' };
  }
}

/** A list's items: its non-blank lines, as typed (trailing spaces of a line dropped). */
export function listItems(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
}

/** One draft block as the API's block, or null while it is incomplete (empty text, no picture, no address). */
export function toPostBlock(block: DraftBlock): PostBlock | null {
  switch (block.kind) {
    case 'paragraph':
    case 'h2':
    case 'blockquote':
      return block.text.trim() ? { type: block.kind, text: block.text } : null;
    case 'ordered':
    case 'unordered': {
      const items = listItems(block.text);
      return items.length > 0 ? { type: 'list', ordered: block.kind === 'ordered', items } : null;
    }
    case 'image':
    case 'gif':
      return block.image
        ? { type: block.kind, ...block.image, ...(block.alt.trim() ? { alt: block.alt.trim() } : {}) }
        : null;
    case 'video':
      return block.url.trim() && block.cover
        ? {
            type: 'video',
            url: block.url.trim(),
            cover: block.cover.url,
            width: block.cover.width,
            height: block.cover.height,
          }
        : null;
    case 'other':
      return block.text.trim() ? { type: 'other', raw: block.text } : null;
  }
}

/** A post's blocks as the composer edits them (the edit page). */
export function fromPostBlock(block: PostBlock): DraftBlock {
  const key = nextKey();
  switch (block.type) {
    case 'paragraph':
    case 'h2':
    case 'blockquote':
      return { key, kind: block.type, text: block.text };
    case 'list':
      return { key, kind: block.ordered ? 'ordered' : 'unordered', text: block.items.join('\n') };
    case 'image':
    case 'gif':
      return {
        key,
        kind: block.type,
        image: { url: block.url, width: block.width, height: block.height },
        alt: block.alt ?? '',
      };
    case 'video':
      return {
        key,
        kind: 'video',
        url: block.url,
        cover: { url: block.cover, width: block.width, height: block.height },
      };
    case 'other':
      return { key, kind: 'other', text: block.raw };
  }
}

export type DraftProblem = 'empty_blocks' | 'incomplete';

/** The blocks to send, or why not yet: none at all, or one still incomplete (the API would refuse it). */
export function draftToBlocks(blocks: readonly DraftBlock[]): { blocks: PostBlock[] } | { problem: DraftProblem } {
  if (blocks.length === 0) return { problem: 'empty_blocks' };
  const out: PostBlock[] = [];
  for (const block of blocks) {
    const done = toPostBlock(block);
    if (!done) return { problem: 'incomplete' };
    out.push(done);
  }
  return { blocks: out };
}

/** The blocks with the one at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveBlock<T>(blocks: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= blocks.length || to < 0 || to >= blocks.length) return [...blocks];
  const next = [...blocks];
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
}
