import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../../db/create-db';
import { writeTransaction } from '../../../db/transaction';
import type { Jobs } from '../../../jobs';
import { createMessagesServices, type MessagesServices } from '../messages.services';
import { messagesTestAppOfFile } from './messages-app';

/**
 * notify(), the face other modules call (issue 18 item 4): in their transaction or on its own, once per
 * key, parameters checked; what a rolled-back transaction asked for is never stored.
 */
describe('notify', () => {
  const t = messagesTestAppOfFile();
  const handles: ReturnType<typeof createDatabase>[] = [];
  // Before the app's own afterAll (hooks after run last-registered first): its PostgreSQL database is dropped.
  afterAll(async () => {
    for (const handle of handles) await handle.close();
  });
  const services = (): MessagesServices => {
    const database = createDatabase(t.config.database);
    handles.push(database);
    return createMessagesServices(
      { config: {}, database, log: t.app.log as FastifyBaseLogger, jobs: {} as Jobs },
      {
        player: async (id) => ({ id }),
        names: async () => new Map(),
        counters: { hit: async () => ({ count: 1, resetAt: 0 }) },
      },
    );
  };
  const notices = async (login: Awaited<ReturnType<typeof t.player>>) =>
    (await t.get(login, '/message/notices')).data.list as { kind: string; params: Record<string, unknown> }[];

  it('adds a notice on its own or in the caller’s transaction, once per key', async () => {
    const s = services();
    const p = await t.player();
    expect(await s.notices.notify(undefined, p.user_id, 'social', { subject: 'like', from: 'Ann' })).toBeGreaterThan(0);
    await writeTransaction(t.db, (trx) =>
      s.notices.notify(trx, p.user_id, 'reward', { subject: 'mission', amount: '2', coin: 'WH' }, { key: 'm:1' }),
    );
    expect(
      await s.notices.notify(undefined, p.user_id, 'reward', { subject: 'mission' }, { key: 'm:1' }),
    ).toBeUndefined();
    const list = await notices(p);
    expect(list.map((n) => n.kind)).toEqual(['reward', 'social']);
    expect(list[0]?.params).toEqual({ subject: 'mission', amount: '2', coin: 'WH' });
    expect((await t.get(p, '/message/unread')).data).toEqual({ total: 2, notices: 2, chats: 0 });
  });

  it('stores nothing when the caller’s transaction rolls back, or for parameters that are not plain values', async () => {
    const s = services();
    const p = await t.player();
    await expect(
      writeTransaction(t.db, async (trx) => {
        await s.notices.notify(trx, p.user_id, 'order', { subject: 'recharge' });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    await expect(
      s.notices.notify(undefined, p.user_id, 'order', { subject: 'recharge', nested: { a: 1 } } as never),
    ).rejects.toThrow();
    await expect(s.notices.notify(undefined, p.user_id, 'order', { subject: '' })).rejects.toThrow();
    expect(await notices(p)).toEqual([]);
  });
});
