import type { Unread } from '@app/shared/messages/message-contracts';
import type { ModuleDeps } from '../module-deps';
import { ChatService } from './chat.service';
import { LiveHub } from './live-hub';
import { LivePush } from './live-push';
import type { MessagesPorts } from './messages.ports';
import { NoticeService } from './notice.service';
import { StreamTickets } from './stream-tickets';
import { unreadOf } from './unread';

/** Open streams: a player's devices (a phone, a laptop, a few tabs) and the whole process's. */
export const STREAMS_PER_PLAYER = 5;
export const STREAMS_TOTAL = 5_000;

export interface MessagesServices {
  chats: ChatService;
  notices: NoticeService;
  hub: LiveHub;
  tickets: StreamTickets;
  unread(userId: number): Promise<Unread>;
}

export function createMessagesServices({ database, log }: ModuleDeps, ports: MessagesPorts): MessagesServices {
  const now = ports.clock ?? (() => Date.now());
  const hub = new LiveHub({ perPlayer: STREAMS_PER_PLAYER, total: STREAMS_TOTAL });
  const live = new LivePush(database.db, hub, log);
  return {
    chats: new ChatService(database.db, ports, live, now),
    notices: new NoticeService(database.db, live, now),
    hub,
    tickets: new StreamTickets(now),
    unread: (userId) => unreadOf(database.db, userId),
  };
}
