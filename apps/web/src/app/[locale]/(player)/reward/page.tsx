import { queryValue, type TasklibPageProps } from '@/features/tasklib/page-query';
import { RewardScreen } from '@/features/tasklib/RewardScreen';
import { TasklibMessages } from '@/features/tasklib/TasklibMessages';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('tasklib', 'reward.title');

/** /reward (spec 2.4): my rewards summary. */
export default async function RewardPage({ searchParams }: TasklibPageProps) {
  const query = await searchParams;
  return (
    <TasklibMessages>
      <RewardScreen from={queryValue(query, 'from')} backUrl={queryValue(query, 'backUrl')} />
    </TasklibMessages>
  );
}
