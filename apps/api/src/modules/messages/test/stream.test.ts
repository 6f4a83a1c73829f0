import { BodyCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { STREAMS_PER_PLAYER } from '../messages.services';
import { type MessagesTestApp, messagesTestAppOfFile, openStream } from './messages-app';

/** The live stream (issue 18 item 4): server-sent events opened with a single-use ticket. */
describe('the live message stream', () => {
  const t = messagesTestAppOfFile();

  const ticketOf = async (login: Awaited<ReturnType<MessagesTestApp['player']>>) => {
    const res = await t.call(login, '/message/stream_ticket', {});
    expect(res.code).toBe(0);
    expect(String(res.data.expires_at)).toMatch(/^\d{10}$/);
    return res.data.ticket as string;
  };

  it('delivers a message sent after it opened, with the reader’s new unread counts', async () => {
    const [a, b] = [await t.player(), await t.player()];
    const stream = await openStream(t.url, await ticketOf(a));
    try {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toMatch(/^text\/event-stream/);
      await stream.next('ready');
      const sent = await t.send(b, a, 'live <b>hello</b>');
      expect(sent.code).toBe(0);
      const event = await stream.next('message');
      expect(event.data.message).toMatchObject({
        id: sent.data.id,
        thread_id: sent.data.thread_id,
        from_me: false,
        text: 'live <b>hello</b>',
        created_at: sent.data.created_at,
      });
      expect(event.data.unread).toEqual({ total: 1, notices: 0, chats: 1 });
    } finally {
      await stream.close();
    }
  });

  it('opens once per ticket: a used, unknown or missing ticket answers 1305', async () => {
    const a = await t.player();
    const ticket = await ticketOf(a);
    const first = await openStream(t.url, ticket);
    await first.next('ready');
    await first.close();
    for (const query of [`ticket=${ticket}`, 'ticket=not-a-ticket', '']) {
      const res = await fetch(`${t.url}/message/stream?${query}`);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(((await res.json()) as { code: number }).code).toBe(BodyCode.MESSAGE_TICKET_INVALID);
    }
  });

  it('bounds a player’s open streams (1306 past the limit) and frees a place when a connection closes', async () => {
    const a = await t.player();
    const open = [];
    for (let n = 0; n < STREAMS_PER_PLAYER; n++) {
      const stream = await openStream(t.url, await ticketOf(a));
      await stream.next('ready');
      open.push(stream);
    }
    const refused = await fetch(`${t.url}/message/stream?ticket=${await ticketOf(a)}`);
    expect(((await refused.json()) as { code: number }).code).toBe(BodyCode.MESSAGE_STREAM_LIMIT);
    await open.pop()?.close();
    // The server sees the close a moment later: a new stream opens once it has.
    let reopened: Awaited<ReturnType<typeof openStream>> | undefined;
    const deadline = Date.now() + 10_000;
    while (!reopened && Date.now() < deadline) {
      const attempt = await openStream(t.url, await ticketOf(a));
      if (attempt.contentType?.startsWith('text/event-stream')) reopened = attempt;
      else {
        await attempt.close();
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    expect(reopened).toBeDefined();
    await reopened?.close();
    for (const stream of open) await stream.close();
  });

  it('asks for a signed-in player to hand out a ticket', async () => {
    const res = await fetch(`${t.url}/message/stream_ticket`, { method: 'POST' });
    expect(((await res.json()) as { code: number }).code).not.toBe(0);
  });
});
