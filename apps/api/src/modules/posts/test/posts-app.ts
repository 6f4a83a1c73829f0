import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import type { PostBlock } from '@app/shared/posts/post-contracts';
import { afterAll, beforeAll } from 'vitest';
import { type Answer, playerCalls } from '../../../../test/helpers/player-calls';
import { sessionHeaders, signInByPhone } from '../../../../test/helpers/sign-in';
import { decide } from '../../ops/test/helpers/console-calls';
import {
  buildOpsTestApp,
  type OpsSession,
  operatorWith,
  opsCall,
  ownerSignedIn,
} from '../../ops/test/helpers/ops-test-app';

let serial = 0;

/** One paragraph: the smallest valid post. */
export const TEXT: PostBlock[] = [{ type: 'paragraph', text: 'Hello there' }];

/**
 * The API listening on 127.0.0.1 (real multipart uploads through fetch) with the console (an owner
 * and a content operator), images in a temporary folder, and the posts' clock in the test's hands
 * (posts of different ages for the feed's ranking).
 */
export async function buildPostsTestApp() {
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'posts-media-'));
  const clock = { now: Date.now() };
  const t = await buildOpsTestApp({ MEDIA_DIR: mediaDir }, { postsClock: () => clock.now });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const owner = await ownerSignedIn(t);
  const decider: OpsSession = await operatorWith(t, owner, ['finance']);
  const content: OpsSession = await operatorWith(t, owner, ['content']);
  const calls = playerCalls(t.app);
  const player = () =>
    signInByPhone(t, `9353${String(process.pid % 100).padStart(2, '0')}${String(++serial).padStart(3, '0')}`);
  /** A player with a profile (posts and comments are written as one). */
  const author = async (username = `Writer ${serial}`) => {
    const login = await player();
    const made = await calls.call(login, '/profile/create', { username });
    if (made.code !== 0) throw new Error(`profile: ${JSON.stringify(made)}`);
    return Object.assign(login, { xid: made.data.xid as string });
  };
  const write = async (login: LoginResponse, body: object = {}) =>
    calls.call(login, '/community/post/create', { title: 'A post', blocks: TEXT, ...body });
  const pendingReports = async () =>
    (
      await opsCall(
        t,
        { method: 'GET', path: '/ops/approvals' },
        { kind: 'post.report', status: 'pending' },
        { session: decider },
      )
    ).body.data.items as { id: number; payload: { target: string; id: string } }[];
  return {
    ...t,
    ...calls,
    clock,
    origin,
    player,
    author,
    write,
    pendingReports,
    /** The operator upholds (approve: hide) or dismisses (reject) a queued report. */
    decide: (approvalId: number, decision: 'approve' | 'reject') => decide(t, decider, approvalId, decision),
    setLibrary: (postId: string, category: string | null) =>
      opsCall(t, { method: 'POST', path: '/ops/posts/library' }, { post_id: postId, category }, { session: content }),
    search: (login: LoginResponse, keyword: string) =>
      calls.call(login, '/search/query', { keyword, kinds: ['post'], page: 1, one_page_cnt: 50 }),
    /** POST /community/upload_image as the browser sends it: multipart/form-data with one file. */
    upload: async (login: LoginResponse, bytes: Uint8Array, type = 'image/png') => {
      const form = new FormData();
      form.set('file', new Blob([bytes], { type }), 'picture');
      const res = await fetch(`${origin}/community/upload_image`, {
        method: 'POST',
        body: form,
        headers: sessionHeaders(login),
      });
      return (await res.json()) as Answer;
    },
    count: async (table: 'post' | 'post_like' | 'post_comment' | 'post_report' | 'profile_image') =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    close: async () => {
      await t.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

export type PostsTestApp = Awaited<ReturnType<typeof buildPostsTestApp>>;

/** One app for a describe block: built before its tests, closed after them (the object fills in beforeAll). */
export function usePostsTestApp(): PostsTestApp {
  const t = {} as PostsTestApp;
  beforeAll(async () => {
    Object.assign(t, await buildPostsTestApp());
  }, 60_000);
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}
