import type { AddressInfo } from 'node:net';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { afterAll, beforeAll } from 'vitest';
import { getAs } from '../../../../test/helpers/player-reads';
import { buildAuthTestApp, freshAddress, post, sessionHeaders, signInByPhone } from '../../../../test/helpers/sign-in';

let serial = 0;

/**
 * The API listening on 127.0.0.1 (the live stream is read over real HTTP), players signed in by phone,
 * and a side handle on the database to check what was (not) stored.
 */
export async function buildMessagesTestApp() {
  const t = await buildAuthTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const call = async (login: LoginResponse, path: string, body: object) =>
    (await post(t.app, path, body, sessionHeaders(login), freshAddress())).body;
  return {
    ...t,
    url,
    player: () =>
      signInByPhone(t, `9350${String(process.pid % 100).padStart(2, '0')}${String(++serial).padStart(3, '0')}`),
    call,
    get: (login: LoginResponse, path: string) => getAs(t.app, login, path),
    send: (from: LoginResponse, to: LoginResponse | number, text: string) =>
      call(from, '/message/send', { to_user_id: typeof to === 'number' ? to : to.user_id, text }),
    /** Chat messages stored in all (what a refused send must not change). */
    storedMessages: async () =>
      Number(
        (
          await t.db
            .selectFrom('chat_message')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  };
}

export type MessagesTestApp = Awaited<ReturnType<typeof buildMessagesTestApp>>;

/** The test file's app: built before its tests, closed after them (filled in by the time a test runs). */
export function messagesTestAppOfFile(): MessagesTestApp {
  const t = {} as MessagesTestApp;
  beforeAll(async () => {
    Object.assign(t, await buildMessagesTestApp());
  }, 60_000);
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}

/** One server-sent event as the stream wrote it. */
export interface StreamEvent {
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read the event's data field by field
  data: any;
}

/**
 * Opens GET /message/stream with a ticket over real HTTP and collects its events; `next(name)` waits
 * (bounded) for the next event of that name.
 */
export async function openStream(url: string, ticket: string) {
  const abort = new AbortController();
  const res = await fetch(`${url}/message/stream?ticket=${encodeURIComponent(ticket)}`, { signal: abort.signal });
  const events: StreamEvent[] = [];
  const waiting: (() => void)[] = [];
  let buffer = '';
  const pump = (async () => {
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          for (const wake of waiting.splice(0)) wake();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    async next(name: string, timeoutMs = 10_000): Promise<StreamEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.findIndex((e) => e.event === name);
        if (found >= 0) return events.splice(found, 1)[0] as StreamEvent;
        if (Date.now() > deadline) throw new Error(`no ${name} event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    async close() {
      abort.abort();
      await pump;
    },
  };
}
