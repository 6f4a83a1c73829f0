import { BodyCode } from '@app/shared';
import type { ChatMessage, Thread, Unread } from '@app/shared/messages/message-contracts';
import { writeTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { blockRepository as blocks } from './block.repository';
import type { LivePush } from './live-push';
import type { MessagesPorts } from './messages.ports';
import { messageView, peerView } from './messages-views';
import { type MessageRow, type ThreadRow, threadRepository as threads } from './thread.repository';
import { unreadOf } from './unread';

/** Sends per player in a minute: a person typing never reaches it; a script flooding a player does. */
export const SENDS_PER_MINUTE = 20;
/** The thread list shows this many of the most recent chats. */
const THREAD_LIST_MAX = 100;

const peerOf = (thread: ThreadRow, me: number) => (thread.user_low === me ? thread.user_high : thread.user_low);

/**
 * Player-to-player chats (issue 18 item 4): one thread per pair, messages stored as the plain text sent,
 * read marks per side, blocks. A message to a player who blocked the sender is refused (1300) and
 * nothing is stored.
 */
export class ChatService {
  constructor(
    private readonly db: Db,
    private readonly ports: MessagesPorts,
    private readonly live: LivePush,
    private readonly now: () => number,
  ) {}

  async send(senderId: number, toUserId: number, text: string): Promise<ChatMessage> {
    if (toUserId === senderId) throw new ApiError(BodyCode.MESSAGE_TO_SELF, undefined, { field: 'to_user_id' });
    // Outside the transaction: on SQLite the one connection is the transaction's while it is open.
    if (!(await this.ports.player(toUserId))) {
      throw new ApiError(BodyCode.MESSAGE_RECIPIENT_UNKNOWN, undefined, { field: 'to_user_id' });
    }
    await this.spendSend(senderId);
    const row = await writeTransaction(this.db, async (trx) => {
      if (await blocks.isBlocked(trx, toUserId, senderId)) throw new ApiError(BodyCode.MESSAGE_BLOCKED);
      const now = this.now();
      const thread = await threads.ensure(trx, senderId, toUserId, now);
      const message = await threads.append(trx, thread, senderId, text, now);
      // The recipient's streams, and the sender's other devices.
      this.live.message(trx, message, [toUserId, senderId]);
      return message;
    });
    return messageView(row, senderId);
  }

  async threads(me: number): Promise<Thread[]> {
    const list = await threads.listFor(this.db, me, THREAD_LIST_MAX);
    return this.threadViews(me, list);
  }

  async page(me: number, threadId: number, cursor: number | undefined, limit: number) {
    const thread = await this.mine(me, threadId);
    // One more than asked: whether an older page exists without a count.
    const rows = await threads.page(this.db, thread.id, cursor, limit + 1);
    const more = rows.length > limit;
    const list = rows.slice(0, limit);
    const [view] = await this.threadViews(me, [thread]);
    return {
      thread: view as Thread,
      list: list.map((r) => messageView(r, me)),
      next_cursor: more ? (list.at(-1)?.id ?? null) : null,
    };
  }

  async markRead(me: number, threadId: number): Promise<Unread> {
    const thread = await this.mine(me, threadId);
    await writeTransaction(this.db, (trx) => threads.markRead(trx, thread, me));
    return unreadOf(this.db, me);
  }

  async block(me: number, userId: number, blocked: boolean): Promise<{ user_id: number; blocked: boolean }> {
    if (userId === me) throw new ApiError(BodyCode.MESSAGE_TO_SELF, undefined, { field: 'user_id' });
    if (!(await this.ports.player(userId))) {
      throw new ApiError(BodyCode.MESSAGE_RECIPIENT_UNKNOWN, undefined, { field: 'user_id' });
    }
    const now = this.now();
    await writeTransaction(this.db, (trx) =>
      blocked ? blocks.block(trx, me, userId, now) : blocks.unblock(trx, me, userId),
    );
    return { user_id: userId, blocked };
  }

  /** The thread if `me` is one of its two players; any other answers "no such thread" (no probing). */
  private async mine(me: number, threadId: number): Promise<ThreadRow> {
    const thread = await threads.byId(this.db, threadId);
    if (!thread || (thread.user_low !== me && thread.user_high !== me)) {
      throw new ApiError(BodyCode.MESSAGE_THREAD_NOT_FOUND, undefined, { field: 'thread_id' });
    }
    return thread;
  }

  private async threadViews(me: number, list: ThreadRow[]): Promise<Thread[]> {
    const ids = list.map((t) => t.id);
    const peers = list.map((t) => peerOf(t, me));
    const lastIds = list.flatMap((t) => (t.last_message_id === null ? [] : [t.last_message_id]));
    const [names, lasts, unread, blocked] = [
      await this.ports.names(peers),
      new Map((await threads.messagesByIds(this.db, lastIds)).map((m): [number, MessageRow] => [m.id, m])),
      await threads.unreadByThread(this.db, me, ids),
      await blocks.blockedAmong(this.db, me, peers),
    ];
    return list.map((t) => {
      const peer = peerOf(t, me);
      const last = t.last_message_id === null ? undefined : lasts.get(t.last_message_id);
      return {
        thread_id: t.id,
        peer: peerView(peer, names.get(peer)),
        last: last ? messageView(last, me) : null,
        unread: unread.get(t.id) ?? 0,
        blocked: blocked.has(peer),
      };
    });
  }

  /** Counts one send against the player's minute; past the limit nothing is stored (1304). */
  private async spendSend(senderId: number): Promise<void> {
    const now = this.now();
    const used = await this.ports.counters.hit(`message:send:${senderId}`, 60_000, now);
    if (used.count > SENDS_PER_MINUTE) {
      throw new ApiError(BodyCode.MESSAGE_RATE_LIMITED, undefined, {
        retry_after: Math.max(1, Math.ceil((used.resetAt - now) / 1000)),
      });
    }
  }
}
