import type { Metadata } from 'next';
import { FollowTaskScreen } from '@/features/follow-tasks/FollowTaskScreen';
import { FollowTasksMessages } from '@/features/follow-tasks/FollowTasksMessages';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  return { ...(await pageMetadata(locale, '/profile/followTask')), robots: { index: false, follow: false } };
}

/** /profile/followTask (issue 18 item 2, spec 2.4 signed in): connect networks, follow and claim, my tasks. */
export default function FollowTaskPage() {
  return (
    <FollowTasksMessages>
      <FollowTaskScreen />
    </FollowTasksMessages>
  );
}
