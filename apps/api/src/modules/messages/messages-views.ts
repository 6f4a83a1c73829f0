import type { ChatMessage, Notice, NoticeKind, NoticeParams, Peer } from '@app/shared/messages/message-contracts';
import type { NoticeRow } from './notice.repository';
import type { MessageRow } from './thread.repository';

/** Spec 5: message timestamps are 10-digit seconds; the tables keep ms like every other table. */
export const toSeconds = (ms: number) => Math.floor(ms / 1000);

export function messageView(row: MessageRow, readerId: number): ChatMessage {
  return {
    id: row.id,
    thread_id: row.thread_id,
    sender_id: row.sender_id,
    from_me: row.sender_id === readerId,
    text: row.body,
    created_at: toSeconds(row.created_at),
  };
}

export function noticeView(row: NoticeRow): Notice {
  return {
    id: row.id,
    kind: row.kind as NoticeKind,
    params: JSON.parse(row.params_json) as NoticeParams,
    created_at: toSeconds(row.created_at),
    read: row.read_at !== null,
  };
}

/** A player the directory no longer answers for still shows as who they were: their id. */
export function peerView(userId: number, known: { name: string; headUrl: string } | undefined): Peer {
  return { user_id: userId, name: known?.name ?? `#${userId}`, head_url: known?.headUrl ?? '' };
}
