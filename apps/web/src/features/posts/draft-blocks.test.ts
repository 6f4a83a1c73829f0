import type { PostBlock } from '@app/shared/posts/post-contracts';
import { describe, expect, it } from 'vitest';
import {
  DRAFT_KINDS,
  type DraftBlock,
  draftToBlocks,
  fromPostBlock,
  listItems,
  moveBlock,
  newDraftBlock,
  toPostBlock,
} from './draft-blocks';

const picture = { url: '/profile/media/aaaaaaaaaaaaaaaa-l.webp', width: 800, height: 600 };

describe('the composer’s draft blocks', () => {
  it('offers every block type of spec 3 (text formats, image, gif, video, other)', () => {
    expect(DRAFT_KINDS).toEqual([
      'paragraph',
      'h2',
      'blockquote',
      'ordered',
      'unordered',
      'image',
      'gif',
      'video',
      'other',
    ]);
  });

  it.each<[string, DraftBlock, PostBlock]>([
    [
      'a paragraph keeps its text as typed',
      { key: 'k', kind: 'paragraph', text: ' <b>hi</b>\nthere ' },
      { type: 'paragraph', text: ' <b>hi</b>\nthere ' },
    ],
    ['a heading', { key: 'k', kind: 'h2', text: 'Title' }, { type: 'h2', text: 'Title' }],
    ['a quote', { key: 'k', kind: 'blockquote', text: 'Said' }, { type: 'blockquote', text: 'Said' }],
    [
      'a numbered list, an item a line',
      { key: 'k', kind: 'ordered', text: 'one\n\n two  \nthree' },
      { type: 'list', ordered: true, items: ['one', ' two', 'three'] },
    ],
    [
      'a bulleted list',
      { key: 'k', kind: 'unordered', text: 'a\nb' },
      { type: 'list', ordered: false, items: ['a', 'b'] },
    ],
    [
      'an image with its alt',
      { key: 'k', kind: 'image', image: picture, alt: ' A cat ' },
      { type: 'image', ...picture, alt: 'A cat' },
    ],
    ['a gif without alt', { key: 'k', kind: 'gif', image: picture, alt: '  ' }, { type: 'gif', ...picture }],
    [
      'a video: its address and the cover’s size',
      { key: 'k', kind: 'video', url: ' https://v.example/a.mp4 ', cover: picture },
      { type: 'video', url: 'https://v.example/a.mp4', cover: picture.url, width: 800, height: 600 },
    ],
    ['other content as raw text', { key: 'k', kind: 'other', text: '<iframe>' }, { type: 'other', raw: '<iframe>' }],
  ])('%s', (_label, draft, block) => {
    expect(toPostBlock(draft)).toEqual(block);
  });

  it.each<[string, DraftBlock]>([
    ['blank text', { key: 'k', kind: 'paragraph', text: '  \n ' }],
    ['a list of blank lines', { key: 'k', kind: 'ordered', text: '\n \n' }],
    ['an image not uploaded yet', { key: 'k', kind: 'image', image: null, alt: 'x' }],
    ['a video without an address', { key: 'k', kind: 'video', url: ' ', cover: picture }],
    ['a video without a cover', { key: 'k', kind: 'video', url: 'https://v.example/a.mp4', cover: null }],
  ])('%s is incomplete', (_label, draft) => {
    expect(toPostBlock(draft)).toBeNull();
    expect(draftToBlocks([draft])).toEqual({ problem: 'incomplete' });
  });

  it('a post needs a block', () => {
    expect(draftToBlocks([])).toEqual({ problem: 'empty_blocks' });
  });

  it('every stored block comes back to the composer as it was sent', () => {
    const blocks: PostBlock[] = [
      { type: 'paragraph', text: 'p' },
      { type: 'h2', text: 'h' },
      { type: 'blockquote', text: 'q' },
      { type: 'list', ordered: true, items: ['1', '2'] },
      { type: 'list', ordered: false, items: ['a'] },
      { type: 'image', ...picture, alt: 'cat' },
      { type: 'gif', ...picture },
      { type: 'video', url: 'https://v.example/a.mp4', cover: picture.url, width: 800, height: 600 },
      { type: 'other', raw: 'raw' },
    ];
    expect(draftToBlocks(blocks.map(fromPostBlock))).toEqual({ blocks });
  });

  it('new blocks have their own keys and start empty', () => {
    const a = newDraftBlock('paragraph');
    const b = newDraftBlock('video');
    expect(a.key).not.toBe(b.key);
    expect(toPostBlock(a)).toBeNull();
    expect(b).toMatchObject({ kind: 'video', url: '', cover: null });
  });

  it('moves a block one place, and not past either end', () => {
    expect(moveBlock(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveBlock(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveBlock(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveBlock(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('drops blank lines of a list and keeps an item’s leading spaces', () => {
    expect(listItems(' a\n\n  \nb  ')).toEqual([' a', 'b']);
  });
});
