import { queryValue, type TasklibPageProps } from '@/features/tasklib/page-query';
import { RewardListScreen } from '@/features/tasklib/RewardListScreen';
import { rewardFilterOf } from '@/features/tasklib/reward-filters';
import { TasklibMessages } from '@/features/tasklib/TasklibMessages';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('tasklib', 'reward_list.title');

/** /reward/list (spec 2.4): my taken tasks; `status` opens one filter. */
export default async function RewardListPage({ searchParams }: TasklibPageProps) {
  const query = await searchParams;
  return (
    <TasklibMessages>
      <RewardListScreen initialStatus={rewardFilterOf(queryValue(query, 'status'))} />
    </TasklibMessages>
  );
}
