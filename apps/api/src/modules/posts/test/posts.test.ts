import { BodyCode } from '@app/shared';
import { POST_BLOCKS_MAX, POST_TOTAL_TEXT_MAX, type PostBlock } from '@app/shared/posts/post-contracts';
import { describe, expect, it } from 'vitest';
import { picture, pngBomb } from '../../profiles/test/test-images';
import { POSTS_PER_HOUR } from '../posts.service';
import { TEXT, usePostsTestApp } from './posts-app';

/** Posts (issue 18 item 3): every block type, text kept as typed, bad input refused, only the author edits. */
describe('posts: write, read, edit, delete', () => {
  const t = usePostsTestApp();

  it('round-trips every block type of spec 3 with an uploaded picture and cover', async () => {
    const writer = await t.author('Blocks');
    const uploaded = await t.upload(writer, await picture(1600, 900, 'png'));
    expect(uploaded.code).toBe(0);
    // Proportions kept, at most 1280 wide (the pipeline's 'post' size).
    expect(uploaded.data).toMatchObject({ width: 1280, height: 720 });
    const { url, width, height } = uploaded.data;
    const blocks: PostBlock[] = [
      { type: 'paragraph', text: 'First line\nsecond line' },
      { type: 'h2', text: 'Heading' },
      { type: 'blockquote', text: 'Quoted' },
      { type: 'list', ordered: true, items: ['one', 'two'] },
      { type: 'list', ordered: false, items: ['dot'] },
      { type: 'image', url, width, height, alt: 'our picture' },
      { type: 'gif', url: 'https://media.giphy.com/media/abc/giphy.gif', width: 320, height: 240 },
      {
        type: 'video',
        url: 'https://upload.wikimedia.org/v/clip.webm',
        cover: url,
        width: 640,
        height: 360,
        duration: 12,
      },
      { type: 'other', raw: '{"poll":["a","b"]}' },
    ];
    const made = await t.write(writer, { title: 'Every block', cover: { url, width, height }, blocks });
    expect(made.code).toBe(0);
    expect(made.data).toMatchObject({
      title: 'Every block',
      blocks,
      cover: { url, width, height },
      author: { xid: writer.xid, username: 'Blocks' },
      section: 'community',
      category: null,
      like_count: 0,
      comment_count: 0,
      mine: true,
    });
    // Spec 5: 10-digit seconds.
    expect(String(made.data.created_at)).toMatch(/^\d{10}$/);
    const read = await t.get(undefined, `/community/post/detail?post_id=${made.data.id}`);
    expect(read.data.blocks).toEqual(blocks);
    expect(read.data).toMatchObject({
      mine: false,
      liked_by_me: false,
      excerpt: expect.stringContaining('First line'),
    });
  });

  it('stores HTML and script in the title and text as the text typed and answers it unchanged', async () => {
    const writer = await t.author('<b>Bold</b>');
    const title = '<script>alert("t")</script>';
    const blocks: PostBlock[] = [
      { type: 'paragraph', text: '<img src=x onerror=alert(1)> & "q"' },
      { type: 'list', ordered: false, items: ['<a href="javascript:alert(1)">x</a>'] },
      { type: 'other', raw: '<iframe src="https://evil.example"></iframe>' },
    ];
    const made = await t.write(writer, { title, blocks });
    const read = await t.get(undefined, `/community/post/detail?post_id=${made.data.id}`);
    expect(read.data).toMatchObject({ title, blocks, author: { username: '<b>Bold</b>' } });
    const row = await t.db
      .selectFrom('post')
      .selectAll()
      .where('id', '=', Number(made.data.id))
      .executeTakeFirstOrThrow();
    expect(row.title).toBe(title);
    expect(JSON.parse(row.blocks_json)).toEqual(blocks);
  });

  it('refuses bad blocks with the envelope error and stores nothing', async () => {
    const writer = await t.author();
    const before = await t.count('post');
    const cases: [object, number][] = [
      [{ blocks: [{ type: 'script', text: 'x' }] }, BodyCode.INVALID_PARAMS],
      [{ blocks: [{ type: 'image', url: 'javascript:alert(1)', width: 1, height: 1 }] }, BodyCode.INVALID_PARAMS],
      [
        { blocks: [{ type: 'image', url: 'data:image/png;base64,AAAA', width: 1, height: 1 }] },
        BodyCode.INVALID_PARAMS,
      ],
      [{ blocks: Array.from({ length: POST_BLOCKS_MAX + 1 }, () => TEXT[0]) }, BodyCode.INVALID_PARAMS],
      [{ blocks: [{ type: 'paragraph', text: 'x'.repeat(5001) }] }, BodyCode.INVALID_PARAMS],
      [
        { blocks: Array.from({ length: 7 }, () => ({ type: 'paragraph', text: 'y'.repeat(5000) })) },
        BodyCode.INVALID_PARAMS,
      ],
      [{ blocks: [] }, BodyCode.INVALID_PARAMS],
      [{ title: '   ' }, BodyCode.INVALID_PARAMS],
      [
        { blocks: [{ type: 'gif', url: 'https://tracker.example/a.gif', width: 1, height: 1 }] },
        BodyCode.POST_MEDIA_NOT_ALLOWED,
      ],
      [
        { blocks: [{ type: 'image', url: '/profile/media/aaaaaaaaaaaaaaaa-l.webp', width: 1, height: 1 }] },
        BodyCode.IMAGE_NOT_FOUND,
      ],
    ];
    expect(7 * 5000).toBeGreaterThan(POST_TOTAL_TEXT_MAX);
    for (const [body, code] of cases) {
      const answer = await t.write(writer, body);
      expect(answer, JSON.stringify(body).slice(0, 80)).toMatchObject({ code, data: expect.anything() });
    }
    expect(await t.count('post')).toBe(before);
  });

  it("refuses editing or deleting another player's post and leaves it as it was", async () => {
    const writer = await t.author();
    const other = await t.author();
    const made = await t.write(writer, { title: 'Mine' });
    const edit = await t.call(other, '/community/post/update', { post_id: made.data.id, title: 'Hacked' });
    const remove = await t.call(other, '/community/post/delete', { post_id: made.data.id });
    expect(edit).toMatchObject({ code: BodyCode.POST_NOT_YOURS, data: null });
    expect(remove).toMatchObject({ code: BodyCode.POST_NOT_YOURS, data: null });
    expect((await t.get(undefined, `/community/post/detail?post_id=${made.data.id}`)).data.title).toBe('Mine');
  });

  it('edits my post (absent fields stay), then deletes it: its page answers 1340', async () => {
    const writer = await t.author();
    const made = await t.write(writer, { title: 'Draft' });
    const edited = await t.call(writer, '/community/post/update', { post_id: made.data.id, title: 'Final' });
    expect(edited.data).toMatchObject({ title: 'Final', blocks: TEXT });
    const tooLong = await t.call(writer, '/community/post/update', {
      post_id: made.data.id,
      blocks: Array.from({ length: 7 }, () => ({ type: 'paragraph', text: 'z'.repeat(5000) })),
    });
    expect(tooLong).toMatchObject({ code: BodyCode.POST_TOO_LONG, data: { max: POST_TOTAL_TEXT_MAX } });
    expect((await t.call(writer, '/community/post/delete', { post_id: made.data.id })).data).toEqual({ deleted: true });
    const gone = await t.get(undefined, `/community/post/detail?post_id=${made.data.id}`);
    expect(gone).toMatchObject({ code: BodyCode.POST_NOT_FOUND, data: null });
  });

  it('refuses an upload that is not an image or has a huge pixel count, and stores nothing', async () => {
    const writer = await t.author();
    const rows = () => t.count('profile_image');
    const before = await rows();
    const script = new TextEncoder().encode('<svg onload="alert(1)"></svg>');
    expect(await t.upload(writer, script, 'image/svg+xml')).toMatchObject({
      code: BodyCode.IMAGE_NOT_AN_IMAGE,
      data: null,
    });
    expect((await t.upload(writer, await pngBomb(60_000, 60_000))).code).toBe(BodyCode.IMAGE_TOO_MANY_PIXELS);
    expect(await rows()).toBe(before);
  });

  it('limits a player to POSTS_PER_HOUR posts an hour and stores nothing past it', async () => {
    const writer = await t.author();
    for (let i = 0; i < POSTS_PER_HOUR; i++) expect((await t.write(writer)).code).toBe(0);
    const before = await t.count('post');
    const limited = await t.write(writer);
    expect(limited).toMatchObject({ code: BodyCode.POST_RATE_LIMITED, data: { retry_after: expect.any(Number) } });
    expect(await t.count('post')).toBe(before);
  });

  it('asks for a profile before a player writes', async () => {
    const noProfile = await t.player();
    expect(await t.write(noProfile)).toMatchObject({ code: BodyCode.POST_NEEDS_PROFILE });
  });

  it('finds a post by search, FTS syntax in its body included, and not after it is deleted', async () => {
    const writer = await t.author();
    const body = 'Pelican NEAR(a b) "unbalanced * OR col:umn^ AND (( guide';
    const made = await t.write(writer, { title: 'Zanzibar tips', blocks: [{ type: 'paragraph', text: body }] });
    expect(made.code).toBe(0);
    const found = await t.search(writer, 'pelican');
    expect(found.data.list.map((h: { ref: string }) => h.ref)).toContain(made.data.id);
    const syntax = await t.search(writer, 'NEAR(a "unbalanced * col:umn^');
    expect(syntax.code).toBe(0);
    await t.call(writer, '/community/post/delete', { post_id: made.data.id });
    expect((await t.search(writer, 'zanzibar')).data.list).toEqual([]);
  });
});
