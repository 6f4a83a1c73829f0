import type { Generated } from 'kysely';
import type { Ms } from '../../db/column-types';

/**
 * A conversation between two players (issue 18 item 4): one row per pair, the smaller user id first,
 * so the pair has one thread whoever wrote first. Each side's read mark is the id of the last message
 * they have read; their unread count is the peer's messages after it.
 */
export interface MessageThreadTable {
  id: Generated<number>;
  user_low: number;
  user_high: number;
  low_read_id: Generated<number>;
  high_read_id: Generated<number>;
  /** The newest message's id and time: the thread list's order and its "last message". */
  last_message_id: number | null;
  updated_at: Ms;
  created_at: Ms;
}

/** One chat message: the text exactly as sent (plain text; clients render it inert). */
export interface ChatMessageTable {
  id: Generated<number>;
  thread_id: number;
  sender_id: number;
  body: string;
  created_at: Ms;
}

/** A system notice: its kind and parameters (JSON), rendered by the client in the reader's locale. */
export interface MessageNoticeTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  params_json: string;
  /** Optional once-key of the event (e.g. "approval:12"): one notice per key and player. */
  dedupe_key: string | null;
  created_at: Ms;
  read_at: Ms | null;
}

/** blocker refuses messages from blocked. */
export interface MessageBlockTable {
  blocker_id: number;
  blocked_id: number;
  created_at: Ms;
}

export interface MessagesTables {
  message_thread: MessageThreadTable;
  chat_message: ChatMessageTable;
  message_notice: MessageNoticeTable;
  message_block: MessageBlockTable;
}
