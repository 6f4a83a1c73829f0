import type { FastifyBaseLogger } from 'fastify';
import { afterCommit } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/types';
import type { LiveHub } from './live-hub';
import { messageView, noticeView } from './messages-views';
import type { NoticeRow } from './notice.repository';
import type { MessageRow } from './thread.repository';
import { unreadOf } from './unread';

/**
 * Pushes what was committed to the reader's open streams, with their new unread counts. Only after the
 * commit (a rolled-back message is never shown) and only to players listening here. A push that fails
 * is logged: the message is stored and the client's next list read shows it anyway.
 */
export class LivePush {
  constructor(
    private readonly db: Db,
    private readonly hub: LiveHub,
    private readonly log: FastifyBaseLogger,
  ) {}

  message(trx: DbOrTrx, row: MessageRow, readers: readonly number[]): void {
    for (const reader of readers) {
      this.after(trx, reader, 'message', (unread) => ({ message: messageView(row, reader), unread }));
    }
  }

  notice(trx: DbOrTrx, row: NoticeRow): void {
    this.after(trx, row.user_id, 'notice', (unread) => ({ notice: noticeView(row), unread }));
  }

  private after(
    trx: DbOrTrx,
    userId: number,
    event: string,
    data: (unread: Awaited<ReturnType<typeof unreadOf>>) => unknown,
  ) {
    afterCommit(trx, () => {
      if (!this.hub.listening(userId)) return;
      unreadOf(this.db, userId)
        .then((unread) => this.hub.publish(userId, event, data(unread)))
        .catch((error: unknown) => this.log.warn({ err: error, userId }, 'messages: live push failed'));
    });
  }
}
