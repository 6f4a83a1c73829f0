import {
  blockPlayer,
  getThread,
  getUnread,
  listNotices,
  listThreads,
  readNotices,
  readThread,
  sendMessage,
  streamTicket,
  unblockPlayer,
} from '@app/shared/messages/message-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import type { MessagesServices } from './messages.services';
import { toSeconds } from './messages-views';

const signedIn = { auth: 'required' } as const;

/** The message centre (service group message, /message/...; modules/messages/README.md). */
export async function registerMessagesRoutes(scope: FastifyInstance, s: MessagesServices): Promise<void> {
  const me = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).userId;
  registerEndpoint(scope, getUnread, async (_i, r) => s.unread(me(r)), signedIn);
  registerEndpoint(scope, listNotices, async (i, r) => s.notices.page(me(r), i.cursor, i.limit), signedIn);
  registerEndpoint(scope, readNotices, async (_i, r) => s.notices.readAll(me(r)), signedIn);
  registerEndpoint(scope, listThreads, async (_i, r) => ({ list: await s.chats.threads(me(r)) }), signedIn);
  registerEndpoint(scope, getThread, async (i, r) => s.chats.page(me(r), i.thread_id, i.cursor, i.limit), signedIn);
  registerEndpoint(scope, sendMessage, async (i, r) => s.chats.send(me(r), i.to_user_id, i.text), signedIn);
  registerEndpoint(scope, readThread, async (i, r) => s.chats.markRead(me(r), i.thread_id), signedIn);
  registerEndpoint(scope, blockPlayer, async (i, r) => s.chats.block(me(r), i.user_id, true), signedIn);
  registerEndpoint(scope, unblockPlayer, async (i, r) => s.chats.block(me(r), i.user_id, false), signedIn);
  registerEndpoint(
    scope,
    streamTicket,
    async (_i, r) => {
      const { ticket, expiresAt } = s.tickets.issue(me(r));
      return { ticket, expires_at: toSeconds(expiresAt) };
    },
    signedIn,
  );
}
