import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../src/lib/request-types';
import type { SessionService } from '../src/modules/auth';
import { registerAuth } from '../src/plugins/auth';

/**
 * The session check waits for the database's end of turn before it reads the session (plugins/auth.ts),
 * so that the signed-in requests of one turn share one version read (db/change-version.ts).
 */
describe('the session check and the end of the turn', () => {
  async function appWith(turnEnd: (() => Promise<void> | undefined) | undefined) {
    const events: string[] = [];
    const sessions = {
      authenticate: async () => {
        events.push('authenticate');
        return { id: 1, userId: 7, loginType: 'phone', verifiedAt: 0, phone: null };
      },
    } as unknown as SessionService;
    const app = Fastify();
    app.decorateRequest('ctx', null as unknown as RequestContext);
    app.addHook('onRequest', (request, _reply, done) => {
      request.ctx = { userId: 7, secretKey: 'key' } as RequestContext;
      done();
    });
    registerAuth(app, sessions, turnEnd);
    app.get('/signed-in', { config: { auth: 'required' } }, async (request) => ({ user: request.session?.userId }));
    app.get('/open', async () => ({ open: true }));
    await app.ready();
    return { app, events };
  }

  it('reads the session only once the turn has ended', async () => {
    let ended: Promise<void> | undefined;
    const turnEnd = () => {
      ended ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        events.push('turn ended');
      });
      return ended;
    };
    const { app, events } = await appWith(turnEnd);
    const answers = await Promise.all([app.inject('/signed-in'), app.inject('/signed-in')]);
    expect(answers.map((a) => a.json())).toEqual([{ user: 7 }, { user: 7 }]);
    expect(events[0]).toBe('turn ended');
    expect(events.filter((e) => e === 'authenticate')).toHaveLength(2);
    await app.close();
  });

  it('does not wait on routes without a session, nor where the database has no end of turn (PostgreSQL)', async () => {
    let waits = 0;
    const { app } = await appWith(() => {
      waits++;
      return undefined;
    });
    expect((await app.inject('/open')).json()).toEqual({ open: true });
    expect(waits).toBe(0);
    expect((await app.inject('/signed-in')).json()).toEqual({ user: 7 });
    expect(waits).toBe(1);
    await app.close();
  });
});
