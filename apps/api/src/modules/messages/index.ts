/**
 * The messages module's public face (issue 18 item 4): system notices other modules send with
 * notify(trx, userId, kind, params), player-to-player chats, blocks and the live stream.
 */

export type { NoticeKind, NoticeParams } from '@app/shared/messages/message-contracts';
export type { MessagesPorts } from './messages.ports';
export { registerMessagesRoutes } from './messages.routes';
export { createMessagesServices, type MessagesServices } from './messages.services';
export type { MessagesTables } from './messages.tables';
export { MESSAGES_MIGRATIONS } from './migrations';
export type { Notify, NotifyOptions } from './notice.service';
export { registerMessageStreamRoutes } from './stream.routes';
