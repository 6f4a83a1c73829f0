import { type NoticeKind, type NoticeParams, ZNoticeParams } from '@app/shared/messages/message-contracts';
import { writeTransaction } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/types';
import type { LivePush } from './live-push';
import { noticeView } from './messages-views';
import { noticeRepository as notices } from './notice.repository';
import { unreadOf } from './unread';

export interface NotifyOptions {
  /** The event's once-key ("approval:12"): a retried event adds no second notice. */
  key?: string;
}

/**
 * System notices (issue 18 item 4): other modules call notify() in their own transaction, so the notice
 * exists exactly when the event committed. Only the kind and parameters are stored; the client words
 * them in the reader's locale.
 */
export class NoticeService {
  constructor(
    private readonly db: Db,
    private readonly live: LivePush,
    private readonly now: () => number,
  ) {}

  /** Adds a notice in `trx` (or on its own without one); answers its id, or undefined for a repeated key. */
  async notify(
    trx: DbOrTrx | undefined,
    userId: number,
    kind: NoticeKind,
    params: NoticeParams,
    options: NotifyOptions = {},
  ): Promise<number | undefined> {
    // A caller's mistake (a value too long, a nested object) fails its own transaction, loudly.
    const checked = ZNoticeParams.parse(params);
    const write = async (t: DbOrTrx) => {
      const row = await notices.insert(t, {
        userId,
        kind,
        paramsJson: JSON.stringify(checked),
        dedupeKey: options.key ?? null,
        now: this.now(),
      });
      if (row) this.live.notice(t, row);
      return row?.id;
    };
    return trx ? write(trx) : writeTransaction(this.db, write);
  }

  async page(userId: number, cursor: number | undefined, limit: number) {
    const rows = await notices.page(this.db, userId, cursor, limit + 1);
    const more = rows.length > limit;
    const list = rows.slice(0, limit);
    return { list: list.map(noticeView), next_cursor: more ? (list.at(-1)?.id ?? null) : null };
  }

  async readAll(userId: number) {
    await writeTransaction(this.db, (trx) => notices.markAllRead(trx, userId, this.now()));
    return unreadOf(this.db, userId);
  }
}

/** The notify function as another module's port declares it (compose.ts passes services.messages.notices.notify). */
export type Notify = NoticeService['notify'];
