import { MESSAGE_STREAM_PATH } from '@app/shared/messages/message-stream';
import { MessageCentreMessages } from '@/features/messages/MessageCentreMessages';
import { MessageCentreScreen } from '@/features/messages/MessageCentreScreen';
import { resolveApiBaseUrls } from '@/lib/api/base-urls';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('messages', 'title');

/** /messages (issue 18 item 4; signed in): the message centre, notices and chats (?tab=chats). */
export default async function MessagesPage({ searchParams }: { searchParams: Promise<{ tab?: string }> }) {
  const { tab } = await searchParams;
  return (
    <MessageCentreMessages>
      <MessageCentreScreen
        streamUrl={`${resolveApiBaseUrls(process.env).message}${MESSAGE_STREAM_PATH}`}
        initialTab={tab === 'chats' ? 'chats' : 'notices'}
      />
    </MessageCentreMessages>
  );
}
