import { BodyCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../db/seed';
import { OFFICIAL_XID } from '../posts.seed';
import { usePostsTestApp } from './posts-app';

const HOUR = 3_600_000;

/** The recommend feed (recency and engagement, stable cursor pages), a profile's posts, the library. */
describe('posts: feed, profile posts, library', () => {
  const t = usePostsTestApp();

  const ids = (answer: { data: { list: { id: string }[] } }) => answer.data.list.map((p) => p.id);

  it('ranks newer posts first unless an older one has much more engagement, and pages without overlap', async () => {
    const writer = await t.author();
    const start = t.clock.now;
    // Five posts an hour apart (oldest first), then the oldest gets 6 likes.
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      t.clock.now = start + i * HOUR;
      made.push((await t.write(writer, { title: `Ranked ${i}` })).data.id);
    }
    const fans = await Promise.all(Array.from({ length: 6 }, () => t.player()));
    for (const fan of fans) await t.call(fan, '/community/post/like', { post_id: made[0], like: true });

    const all = await t.get(undefined, '/recommend/feed?limit=50');
    const order = ids(all).filter((id) => made.includes(id));
    // log2(1 + 6) ≈ 2.8 doublings ≈ 34 hours of recency: the liked post leads, the rest newest first.
    expect(order).toEqual([made[0], made[4], made[3], made[2], made[1]]);

    // Two-post pages: every post once, in the same order, and the last page says so.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await t.get(undefined, `/recommend/feed?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...ids(page));
      cursor = page.data.next_cursor;
    } while (cursor);
    expect(seen).toEqual(ids(all));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('refuses a cursor it did not make', async () => {
    expect((await t.get(undefined, '/recommend/feed?cursor=bm9wZQ')).code).toBe(BodyCode.INVALID_PARAMS);
    expect((await t.get(undefined, '/recommend/feed?cursor=%3Cscript%3E')).code).toBe(BodyCode.INVALID_PARAMS);
  });

  it("lists a profile's posts newest first, with liked_by_me and mine for the reader", async () => {
    const writer = await t.author();
    const reader = await t.player();
    const a = await t.write(writer, { title: 'Older' });
    const b = await t.write(writer, { title: 'Newer' });
    await t.call(reader, '/community/post/like', { post_id: a.data.id, like: true });
    const page = await t.get(reader, `/community/post/by_profile?xid=${writer.xid}&limit=1`);
    expect(page.data.list).toMatchObject([{ id: b.data.id, liked_by_me: false, mine: false }]);
    const next = await t.get(
      reader,
      `/community/post/by_profile?xid=${writer.xid}&limit=1&cursor=${page.data.next_cursor}`,
    );
    expect(next.data).toMatchObject({ list: [{ id: a.data.id, liked_by_me: true }], next_cursor: null });
    expect((await t.get(writer, `/community/post/by_profile?xid=${writer.xid}`)).data.list[0].mine).toBe(true);
  });

  it('puts a post on a library shelf by an operator only, lists it by shelf, and takes it out', async () => {
    const writer = await t.author();
    const guide = await t.write(writer, { title: 'How to start' });
    const put = await t.setLibrary(guide.data.id, 'start');
    expect(put.body.data).toMatchObject({ section: 'library', category: 'start' });
    expect(ids(await t.get(undefined, '/recommend/library?category=start'))).toContain(guide.data.id);
    expect(ids(await t.get(undefined, '/recommend/library'))).toContain(guide.data.id);
    expect(ids(await t.get(undefined, '/recommend/library?category=wallet'))).not.toContain(guide.data.id);
    // Library posts are not in the community feed.
    expect(ids(await t.get(undefined, '/recommend/feed?limit=50'))).not.toContain(guide.data.id);
    expect((await t.get(undefined, '/recommend/library?category=nope')).code).toBe(BodyCode.INVALID_PARAMS);

    // A player cannot reach the console's route.
    const denied = await t.call(writer, '/ops/posts/library', { post_id: guide.data.id, category: 'news' });
    expect(denied).toMatchObject({ code: BodyCode.OPS_SESSION_INVALID, data: null });
    await t.setLibrary(guide.data.id, null);
    expect(ids(await t.get(undefined, '/recommend/library?category=start'))).not.toContain(guide.data.id);
  });

  it('seeds the library with the official guides once, however often the seed runs', async () => {
    await seedDemoData(t.db);
    await seedDemoData(t.db);
    const shelves = ['start', 'wallet', 'pets', 'safety'];
    for (const category of shelves) {
      const shelf = await t.get(undefined, `/recommend/library?category=${category}`);
      const official = shelf.data.list.filter((p: { author: { xid: string } }) => p.author.xid === OFFICIAL_XID);
      expect(official, category).toHaveLength(1);
      expect(official[0]).toMatchObject({ section: 'library', category, author: { username: 'Official Guides' } });
    }
    const reader = await t.player();
    const found = await t.search(reader, 'withdrawals review');
    expect(found.data.list.map((h: { title: string }) => h.title)).toContain(
      'Your wallet: balances, transfers and history',
    );
  });
});
