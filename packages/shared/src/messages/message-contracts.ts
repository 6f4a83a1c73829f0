import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { MESSAGE_PAGE_MAX, MESSAGE_TEXT_MAX } from './message-limits';

/**
 * The message centre (issue 18 item 4, service group message): system notices and player-to-player
 * chats. Every time in these answers is unix SECONDS (10 digits, spec 5); clients turn them into ms
 * with timestampToMs (@app/shared/core/relative-time).
 */

export { MESSAGE_PAGE_MAX, MESSAGE_TEXT_MAX };

/** What a system notice is about; the client renders `kind` + `params.subject` in the reader's locale. */
export const NOTICE_KINDS = ['reward', 'order', 'approval', 'social'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** Unix seconds (spec 5: a 10-digit message timestamp is seconds). */
const ZSeconds = z.number().int().nonnegative();

/**
 * A notice's parameters: plain values the client puts into its translated text (never stored text).
 * `subject` picks the text within the kind (reward: invite, order: recharge, approval: withdrawal, ...).
 */
export const ZNoticeParams = z
  .object({ subject: z.string().min(1).max(32) })
  .catchall(z.union([z.string().max(200), z.number()]));
export type NoticeParams = z.infer<typeof ZNoticeParams>;

export const ZNotice = z.object({
  id: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  params: ZNoticeParams,
  created_at: ZSeconds,
  read: z.boolean(),
});
export type Notice = z.infer<typeof ZNotice>;

/** The other player of a thread, as chats show them. */
export const ZPeer = z.object({ user_id: z.number().int(), name: z.string(), head_url: z.string() });
export type Peer = z.infer<typeof ZPeer>;

export const ZChatMessage = z.object({
  id: z.number().int(),
  thread_id: z.number().int(),
  sender_id: z.number().int(),
  /** True when the reader sent it. */
  from_me: z.boolean(),
  /** As typed: plain text, never HTML (clients render it as text). */
  text: z.string(),
  created_at: ZSeconds,
});
export type ChatMessage = z.infer<typeof ZChatMessage>;

export const ZThread = z.object({
  thread_id: z.number().int(),
  peer: ZPeer,
  last: ZChatMessage.nullable(),
  /** Messages of the peer after the reader's read mark. */
  unread: z.number().int(),
  /** The reader has blocked the peer (the reader can still read the thread and unblock). */
  blocked: z.boolean(),
});
export type Thread = z.infer<typeof ZThread>;

export const ZUnread = z.object({
  total: z.number().int(),
  notices: z.number().int(),
  chats: z.number().int(),
});
export type Unread = z.infer<typeof ZUnread>;

/** A page size of 1..50 in a query string. */
const ZLimit = z.coerce.number().int().min(1).max(MESSAGE_PAGE_MAX).default(20);
/** Older than this id (the previous page's next_cursor); absent: the newest page. */
const ZCursor = z.coerce.number().int().positive().optional();
const ZId = z.coerce.number().int().positive();

/** GET /message/unread: unread counts (the app shell's badge). */
export const getUnread = defineEndpoint({
  group: 'message',
  method: 'GET',
  path: '/message/unread',
  summary: 'Unread notices and chat messages of the signed-in player',
  request: z.object({}),
  response: ZUnread,
});

/** GET /message/notices: the player's system notices, newest first, by cursor pages. */
export const listNotices = defineEndpoint({
  group: 'message',
  method: 'GET',
  path: '/message/notices',
  summary: 'System notices (rewards, orders, approvals, social), newest first',
  request: z.object({ cursor: ZCursor, limit: ZLimit }),
  response: z.object({ list: z.array(ZNotice), next_cursor: z.number().int().nullable() }),
});

/** POST /message/notices/read: every notice read; answers the new counts. */
export const readNotices = defineEndpoint({
  group: 'message',
  method: 'POST',
  path: '/message/notices/read',
  summary: 'Mark all notices read',
  request: z.object({}),
  response: ZUnread,
});

/** GET /message/threads: the player's chats, the most recently active first, each with its last message. */
export const listThreads = defineEndpoint({
  group: 'message',
  method: 'GET',
  path: '/message/threads',
  summary: 'Chats with their last message and unread count, most recent first',
  request: z.object({}),
  response: z.object({ list: z.array(ZThread) }),
});

/** GET /message/thread?thread_id=: one chat's messages, newest first, by cursor pages. */
export const getThread = defineEndpoint({
  group: 'message',
  method: 'GET',
  path: '/message/thread',
  summary: 'One chat and a page of its messages, newest first',
  request: z.object({ thread_id: ZId, cursor: ZCursor, limit: ZLimit }),
  response: z.object({ thread: ZThread, list: z.array(ZChatMessage), next_cursor: z.number().int().nullable() }),
});

/** POST /message/send: a message to a player (the thread between the two is made on the first). */
export const sendMessage = defineEndpoint({
  group: 'message',
  method: 'POST',
  path: '/message/send',
  summary: 'Send a chat message to a player',
  request: z.object({
    to_user_id: z.number().int().positive(),
    text: z.string().trim().min(1, 'must not be empty').max(MESSAGE_TEXT_MAX),
  }),
  response: ZChatMessage,
});

/** POST /message/read: the thread read up to its newest message; answers the new counts. */
export const readThread = defineEndpoint({
  group: 'message',
  method: 'POST',
  path: '/message/read',
  summary: 'Mark a chat read',
  request: z.object({ thread_id: z.number().int().positive() }),
  response: ZUnread,
});

/** POST /message/block and /message/unblock: a blocked player's messages to me are refused (1300). */
export const blockPlayer = defineEndpoint({
  group: 'message',
  method: 'POST',
  path: '/message/block',
  summary: 'Block a player: their messages to me are refused',
  request: z.object({ user_id: z.number().int().positive() }),
  response: z.object({ user_id: z.number().int(), blocked: z.boolean() }),
});

export const unblockPlayer = defineEndpoint({
  group: 'message',
  method: 'POST',
  path: '/message/unblock',
  summary: 'Unblock a player',
  request: z.object({ user_id: z.number().int().positive() }),
  response: z.object({ user_id: z.number().int(), blocked: z.boolean() }),
});

/** POST /message/stream_ticket: a short-lived, single-use ticket for GET /message/stream (EventSource sends no headers). */
export const streamTicket = defineEndpoint({
  group: 'message',
  method: 'POST',
  path: '/message/stream_ticket',
  summary: 'A single-use ticket that opens the live stream (server-sent events) for a short while',
  request: z.object({}),
  response: z.object({ ticket: z.string(), expires_at: ZSeconds }),
});

export { MESSAGE_STREAM_PATH } from './message-stream';

/** What the stream sends: `event: message` and `event: notice`, each with the reader's new counts. */
export const ZStreamMessage = z.object({ message: ZChatMessage, unread: ZUnread });
export const ZStreamNotice = z.object({ notice: ZNotice, unread: ZUnread });
