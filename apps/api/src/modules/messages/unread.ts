import type { Unread } from '@app/shared/messages/message-contracts';
import type { DbOrTrx } from '../../db/types';
import { noticeRepository } from './notice.repository';
import { threadRepository } from './thread.repository';

/** A player's unread counts: the badge, the tabs and every live event carry them. */
export async function unreadOf(db: DbOrTrx, userId: number): Promise<Unread> {
  const notices = await noticeRepository.unreadCount(db, userId);
  const chats = await threadRepository.unreadTotal(db, userId);
  return { total: notices + chats, notices, chats };
}
