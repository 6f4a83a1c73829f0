import { BodyCode } from '@app/shared';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { describe, expect, it } from 'vitest';
import { COMMENTS_PER_MINUTE } from '../interactions.service';
import { usePostsTestApp } from './posts-app';

/** Community interaction (issue 18 item 3): likes, comments, notices to the author, reports. */
describe('posts: likes, comments, reports', () => {
  const t = usePostsTestApp();

  const notices = async (login: LoginResponse) =>
    (await t.get(login, '/message/notices?limit=50')).data.list as { kind: string; params: Record<string, string> }[];
  const like = (login: LoginResponse, postId: string, liked = true) =>
    t.call(login, '/community/post/like', { post_id: postId, like: liked });
  const detail = (login: LoginResponse | undefined, postId: string) =>
    t.get(login, `/community/post/detail?post_id=${postId}`);

  it('counts a like twice as one, unlikes, and tells the author once per liker', async () => {
    const writer = await t.author();
    const fan = await t.author('Fan');
    const { data: post } = await t.write(writer);
    expect((await like(fan, post.id)).data).toEqual({ liked: true, like_count: 1 });
    expect((await like(fan, post.id)).data).toEqual({ liked: true, like_count: 1 });
    expect((await detail(fan, post.id)).data).toMatchObject({ like_count: 1, liked_by_me: true });
    expect((await like(fan, post.id, false)).data).toEqual({ liked: false, like_count: 0 });
    expect((await like(fan, post.id)).data).toEqual({ liked: true, like_count: 1 });
    const social = (await notices(writer)).filter((n) => n.kind === 'social');
    expect(social).toHaveLength(1);
    expect(social[0]?.params).toMatchObject({ subject: 'post_like', post_id: post.id, by: 'Fan' });
    // Liking my own post tells nobody.
    await like(writer, post.id);
    expect((await notices(writer)).filter((n) => n.kind === 'social')).toHaveLength(1);
  });

  it('keeps the like count exact under many concurrent likes and unlikes on one post', async () => {
    const writer = await t.author();
    const { data: post } = await t.write(writer);
    const fans = await Promise.all(Array.from({ length: 24 }, () => t.player()));
    // Every fan likes twice at once; a third of them also unlike at the same time after.
    const answers = await Promise.all(fans.flatMap((fan) => [like(fan, post.id), like(fan, post.id)]));
    expect(answers.every((a) => a.code === 0)).toBe(true);
    await Promise.all(fans.slice(0, 8).map((fan) => like(fan, post.id, false)));
    const likes = await t.db
      .selectFrom('post_like')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('post_id', '=', Number(post.id))
      .executeTakeFirstOrThrow();
    expect(Number(likes.n)).toBe(16);
    expect((await detail(undefined, post.id)).data.like_count).toBe(16);
    expect((await notices(writer)).filter((n) => n.params.subject === 'post_like')).toHaveLength(24);
  });

  it('comments as text, notifies the author, lists oldest first by pages, deletes my own only', async () => {
    const writer = await t.author();
    const reader = await t.author('Reader');
    const { data: post } = await t.write(writer);
    const text = '<script>alert(1)</script> nice';
    const first = await t.call(reader, '/community/comment/add', { post_id: post.id, text });
    expect(first.data).toMatchObject({ text, post_id: post.id, mine: true, author: { username: 'Reader' } });
    const second = await t.call(reader, '/community/comment/add', { post_id: post.id, text: 'second' });
    const page1 = await t.get(undefined, `/community/comment/list?post_id=${post.id}&limit=1`);
    expect(page1.data.list.map((c: { text: string }) => c.text)).toEqual([text]);
    const page2 = await t.get(
      undefined,
      `/community/comment/list?post_id=${post.id}&limit=1&cursor=${page1.data.next_cursor}`,
    );
    expect(page2.data).toMatchObject({ list: [{ text: 'second' }], next_cursor: null });
    expect((await detail(undefined, post.id)).data.comment_count).toBe(2);

    // Newest first: one notice per comment.
    const told = (await notices(writer)).filter((n) => n.params.subject === 'post_comment');
    expect(told.map((n) => n.params)).toMatchObject([
      { post_id: post.id, by: 'Reader', text: 'second' },
      { post_id: post.id, by: 'Reader', text },
    ]);

    const notMine = await t.call(writer, '/community/comment/delete', { comment_id: second.data.id });
    expect(notMine).toMatchObject({ code: BodyCode.POST_NOT_YOURS, data: null });
    await t.call(reader, '/community/comment/delete', { comment_id: second.data.id });
    expect((await detail(undefined, post.id)).data.comment_count).toBe(1);
  });

  it('refuses empty, too long and too frequent comments and stores nothing for them', async () => {
    const writer = await t.author();
    const chatty = await t.author();
    const { data: post } = await t.write(writer);
    expect((await t.call(chatty, '/community/comment/add', { post_id: post.id, text: '   ' })).code).toBe(
      BodyCode.INVALID_PARAMS,
    );
    expect((await t.call(chatty, '/community/comment/add', { post_id: post.id, text: 'x'.repeat(1001) })).code).toBe(
      BodyCode.INVALID_PARAMS,
    );
    for (let i = 0; i < COMMENTS_PER_MINUTE; i++) {
      expect((await t.call(chatty, '/community/comment/add', { post_id: post.id, text: `c${i}` })).code).toBe(0);
    }
    const limited = await t.call(chatty, '/community/comment/add', { post_id: post.id, text: 'one more' });
    expect(limited).toMatchObject({ code: BodyCode.COMMENT_RATE_LIMITED, data: { retry_after: expect.any(Number) } });
    expect((await detail(undefined, post.id)).data.comment_count).toBe(COMMENTS_PER_MINUTE);
  });

  it('reports a post into the approvals queue once; upheld, the post leaves the feed, search and its page', async () => {
    const writer = await t.author();
    const reporter = await t.player();
    const { data: post } = await t.write(writer, { title: 'Quokkaspam offer' });
    const reported = await t.call(reporter, '/community/report', { target: 'post', id: post.id, reason: 'spam' });
    expect(reported.data).toEqual({ reported: true });
    const again = await t.call(reporter, '/community/report', { target: 'post', id: post.id, reason: 'scam' });
    expect(again).toMatchObject({ code: BodyCode.POST_ALREADY_REPORTED, data: null });
    const item = (await t.pendingReports()).find((a) => a.payload.target === 'post' && a.payload.id === post.id);
    expect(item).toBeDefined();
    expect((await t.search(reporter, 'quokkaspam')).data.list).toHaveLength(1);

    expect((await t.decide(item?.id ?? 0, 'approve')).body.code).toBe(0);
    expect(await detail(undefined, post.id)).toMatchObject({ code: BodyCode.POST_NOT_FOUND, data: null });
    expect((await t.search(reporter, 'quokkaspam')).data.list).toEqual([]);
    const feed = await t.get(undefined, '/recommend/feed?limit=50');
    expect(feed.data.list.map((p: { id: string }) => p.id)).not.toContain(post.id);
    expect((await like(reporter, post.id)).code).toBe(BodyCode.POST_NOT_FOUND);
  });

  it('hides an upheld comment and keeps a dismissed one', async () => {
    const writer = await t.author();
    const rude = await t.author();
    const reporter = await t.player();
    const { data: post } = await t.write(writer);
    const bad = await t.call(rude, '/community/comment/add', { post_id: post.id, text: 'rude words' });
    const fine = await t.call(rude, '/community/comment/add', { post_id: post.id, text: 'fine words' });
    for (const c of [bad, fine]) {
      expect(
        (await t.call(reporter, '/community/report', { target: 'comment', id: c.data.id, reason: 'abuse' })).code,
      ).toBe(0);
    }
    const items = await t.pendingReports();
    const itemOf = (id: string) => items.find((a) => a.payload.target === 'comment' && a.payload.id === id)?.id ?? 0;
    expect((await t.decide(itemOf(bad.data.id), 'approve')).body.code).toBe(0);
    expect((await t.decide(itemOf(fine.data.id), 'reject')).body.code).toBe(0);
    const list = await t.get(undefined, `/community/comment/list?post_id=${post.id}`);
    expect(list.data.list.map((c: { text: string }) => c.text)).toEqual(['fine words']);
    expect((await detail(undefined, post.id)).data.comment_count).toBe(1);
  });
});
