import { MESSAGE_STREAM_PATH } from '@app/shared/messages/message-stream';
import { notFound } from 'next/navigation';
import { MessageCentreMessages } from '@/features/messages/MessageCentreMessages';
import { ThreadScreen } from '@/features/messages/ThreadScreen';
import { resolveApiBaseUrls } from '@/lib/api/base-urls';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('messages', 'thread_title');

/** /messages/[threadId] (issue 18 item 4; signed in): one chat with its composer. */
export default async function ThreadPage({ params }: { params: Promise<{ threadId: string }> }) {
  const { threadId } = await params;
  if (!/^\d{1,10}$/.test(threadId)) notFound();
  return (
    <MessageCentreMessages>
      <ThreadScreen
        threadId={Number(threadId)}
        streamUrl={`${resolveApiBaseUrls(process.env).message}${MESSAGE_STREAM_PATH}`}
      />
    </MessageCentreMessages>
  );
}
