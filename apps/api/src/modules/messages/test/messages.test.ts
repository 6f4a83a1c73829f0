import { BodyCode } from '@app/shared';
import { MESSAGE_TEXT_MAX } from '@app/shared/messages/message-contracts';
import { describe, expect, it } from 'vitest';
import { sessionHeaders } from '../../../../test/helpers/sign-in';
import { SENDS_PER_MINUTE } from '../chat.service';
import { messagesTestAppOfFile } from './messages-app';

/** 10 digits: spec 5's message timestamps in seconds. */
const SECONDS = /^\d{10}$/;

/** Player-to-player messages (issue 18 item 4): send, threads, pages, read marks, blocks, bad input. */
describe('messages between players', () => {
  const t = messagesTestAppOfFile();

  it('sends, lists the thread with its last message and unread count, reads it, and marks it read', async () => {
    const [a, b] = [await t.player(), await t.player()];
    const sent = await t.send(a, b, 'hello B');
    expect(sent).toMatchObject({ code: 0, data: { from_me: true, sender_id: a.user_id, text: 'hello B' } });
    expect(String(sent.data.created_at)).toMatch(SECONDS);
    expect(Math.abs(sent.data.created_at - Date.now() / 1000)).toBeLessThan(60);
    await t.send(b, a, 'hi A');
    await t.send(a, b, 'how are you?');

    // B's reply marked the thread read up to it: only A's message after it is unread.
    expect((await t.get(b, '/message/unread')).data).toEqual({ total: 1, notices: 0, chats: 1 });
    expect((await t.get(a, '/message/unread')).data).toEqual({ total: 0, notices: 0, chats: 0 });
    const threads = (await t.get(b, '/message/threads')).data.list;
    expect(threads).toHaveLength(1);
    expect(threads[0]).toMatchObject({
      thread_id: sent.data.thread_id,
      peer: { user_id: a.user_id },
      last: { text: 'how are you?', from_me: false },
      unread: 1,
      blocked: false,
    });

    const page = (await t.get(b, `/message/thread?thread_id=${sent.data.thread_id}`)).data;
    expect(page.list.map((m: { text: string }) => m.text)).toEqual(['how are you?', 'hi A', 'hello B']);
    expect(page.list.map((m: { from_me: boolean }) => m.from_me)).toEqual([false, true, false]);
    expect(page.next_cursor).toBeNull();

    const read = await t.call(b, '/message/read', { thread_id: sent.data.thread_id });
    expect(read).toMatchObject({ code: 0, data: { total: 0, chats: 0 } });
    expect((await t.get(b, '/message/threads')).data.list[0].unread).toBe(0);
  });

  it('pages a thread by cursor, newest first, without gaps or repeats', async () => {
    const [a, b] = [await t.player(), await t.player()];
    for (const n of [1, 2, 3, 4, 5]) expect((await t.send(a, b, `m${n}`)).code).toBe(0);
    const threadId = (await t.get(a, '/message/threads')).data.list[0].thread_id;
    const seen: string[] = [];
    let cursor: number | null = null;
    const pages: number[] = [];
    do {
      const query: string = cursor === null ? '' : `&cursor=${cursor}`;
      const page = (await t.get(b, `/message/thread?thread_id=${threadId}&limit=2${query}`)).data;
      pages.push(page.list.length);
      seen.push(...page.list.map((m: { text: string }) => m.text));
      cursor = page.next_cursor;
    } while (cursor !== null);
    expect(pages).toEqual([2, 2, 1]);
    expect(seen).toEqual(['m5', 'm4', 'm3', 'm2', 'm1']);
  });

  it('refuses a blocked sender with 1300 and stores nothing; unblocked, they can write again', async () => {
    const [a, b] = [await t.player(), await t.player()];
    expect((await t.call(b, '/message/block', { user_id: a.user_id })).data).toEqual({
      user_id: a.user_id,
      blocked: true,
    });
    const before = await t.storedMessages();
    const refused = await t.send(a, b, 'let me in');
    expect(refused.code).toBe(BodyCode.MESSAGE_BLOCKED);
    expect(await t.storedMessages()).toBe(before);
    expect((await t.get(b, '/message/unread')).data.total).toBe(0);
    expect((await t.get(a, '/message/threads')).data.list).toEqual([]);
    // The blocker can still write to the blocked player (a block stops what I receive, not what I send).
    expect((await t.send(b, a, 'please stop')).code).toBe(0);
    expect((await t.get(b, '/message/threads')).data.list[0].blocked).toBe(true);

    expect((await t.call(b, '/message/unblock', { user_id: a.user_id })).data.blocked).toBe(false);
    expect((await t.send(a, b, 'sorry')).code).toBe(0);
  });

  it('refuses a message to myself, to an unknown player, empty or too long, storing nothing', async () => {
    const a = await t.player();
    const before = await t.storedMessages();
    expect((await t.send(a, a, 'me')).code).toBe(BodyCode.MESSAGE_TO_SELF);
    expect((await t.send(a, 2_000_000_000, 'anyone?')).code).toBe(BodyCode.MESSAGE_RECIPIENT_UNKNOWN);
    const b = await t.player();
    const empty = await t.send(a, b, '   ');
    expect(empty).toMatchObject({ code: BodyCode.INVALID_PARAMS, data: { field: 'text' } });
    expect((await t.send(a, b, 'x'.repeat(MESSAGE_TEXT_MAX + 1))).code).toBe(BodyCode.INVALID_PARAMS);
    expect((await t.call(a, '/message/send', { to_user_id: 'b', text: 'hi' })).code).toBe(BodyCode.INVALID_PARAMS);
    expect((await t.call(a, '/message/block', { user_id: a.user_id })).code).toBe(BodyCode.MESSAGE_TO_SELF);
    expect(await t.storedMessages()).toBe(before);
    expect((await t.send(a, b, 'x'.repeat(MESSAGE_TEXT_MAX))).code).toBe(0);
  });

  it('keeps HTML as the exact text sent, answered as JSON (clients render it inert)', async () => {
    const [a, b] = [await t.player(), await t.player()];
    const html = '<script>alert(1)</script><img src=x onerror="alert(2)"> & <b>bold</b>';
    expect((await t.send(a, b, html)).data.text).toBe(html);
    const res = await t.app.inject({
      method: 'GET',
      url: '/message/threads',
      headers: sessionHeaders(b),
    });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().data.list[0].last.text).toBe(html);
  });

  it('answers 1303 for a thread the player is not in, and does not show it', async () => {
    const [a, b, c] = [await t.player(), await t.player(), await t.player()];
    const threadId = (await t.send(a, b, 'private')).data.thread_id;
    expect((await t.get(c, `/message/thread?thread_id=${threadId}`)).code).toBe(BodyCode.MESSAGE_THREAD_NOT_FOUND);
    expect((await t.call(c, '/message/read', { thread_id: threadId })).code).toBe(BodyCode.MESSAGE_THREAD_NOT_FOUND);
  });

  it('limits sends per player: past the minute’s budget, 1304 and nothing stored', async () => {
    const [a, b] = [await t.player(), await t.player()];
    for (let n = 0; n < SENDS_PER_MINUTE; n++) expect((await t.send(a, b, `n${n}`)).code).toBe(0);
    const before = await t.storedMessages();
    const limited = await t.send(a, b, 'one too many');
    expect(limited.code).toBe(BodyCode.MESSAGE_RATE_LIMITED);
    expect(limited.data.retry_after).toBeGreaterThan(0);
    expect(await t.storedMessages()).toBe(before);
    // Another player's budget is their own.
    expect((await t.send(b, a, 'still fine')).code).toBe(0);
  });
});
