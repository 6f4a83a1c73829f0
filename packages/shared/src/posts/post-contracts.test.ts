import { describe, expect, it } from 'vitest';
import { createPost, isPostMediaUrl, POST_BLOCKS_MAX, type PostBlock } from './post-contracts';

const EVERY_BLOCK: PostBlock[] = [
  { type: 'paragraph', text: '<script>alert(1)</script> stays text' },
  { type: 'h2', text: 'A heading' },
  { type: 'blockquote', text: 'A quote' },
  { type: 'list', ordered: true, items: ['one', 'two'] },
  { type: 'list', ordered: false, items: ['dot'] },
  { type: 'image', url: '/profile/media/abcdefghij012345-l.webp', width: 800, height: 600, alt: 'a cat' },
  { type: 'gif', url: 'https://media.giphy.com/media/x/giphy.gif', width: 320, height: 240 },
  {
    type: 'video',
    url: 'https://upload.wikimedia.org/v.webm',
    cover: '/profile/media/abcdefghij012345-l.webp',
    width: 640,
    height: 360,
  },
  { type: 'other', raw: '{"kind":"poll"}' },
];

describe('post contracts', () => {
  it('accept every block type of spec 3 and keep the text as typed', () => {
    const parsed = createPost.request.parse({ title: '  <b>Hi</b>  ', blocks: EVERY_BLOCK });
    expect(parsed.title).toBe('<b>Hi</b>');
    expect(parsed.blocks).toEqual(EVERY_BLOCK);
  });

  it('refuse javascript:, data:, http: and protocol-relative media addresses', () => {
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'http://a.test/x.png', '//a.test/x.png']) {
      expect(isPostMediaUrl(url)).toBe(false);
      const result = createPost.request.safeParse({
        title: 't',
        blocks: [{ type: 'image', url, width: 1, height: 1 }],
      });
      expect(result.success).toBe(false);
    }
  });

  it('refuse an unknown block type and too many blocks', () => {
    expect(createPost.request.safeParse({ title: 't', blocks: [{ type: 'html', text: '<p>' }] }).success).toBe(false);
    const many = Array.from({ length: POST_BLOCKS_MAX + 1 }, () => ({ type: 'paragraph', text: 'x' }));
    expect(createPost.request.safeParse({ title: 't', blocks: many }).success).toBe(false);
  });
});
