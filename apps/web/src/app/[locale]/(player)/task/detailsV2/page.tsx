import { queryValue, type TasklibPageProps } from '@/features/tasklib/page-query';
import { TaskDetailsScreen } from '@/features/tasklib/TaskDetailsScreen';
import { TasklibMessages } from '@/features/tasklib/TasklibMessages';
import { parseOfferId } from '@/features/tasklib/tasklib-paths';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('tasklib', 'details.title');

/**
 * /task/detailsV2 (spec 2.3: taskId, productType, gameName, from; newGuide=1 shows the step-by-step
 * guide on the first visit): one task. productType is carried for the links back; the task says its own.
 */
export default async function TaskDetailsPage({ searchParams }: TasklibPageProps) {
  const query = await searchParams;
  return (
    <TasklibMessages>
      <TaskDetailsScreen
        taskId={parseOfferId(queryValue(query, 'taskId'))}
        gameName={queryValue(query, 'gameName')}
        from={queryValue(query, 'from')}
        backUrl={queryValue(query, 'backUrl')}
        newGuide={queryValue(query, 'newGuide') === '1'}
      />
    </TasklibMessages>
  );
}
