import { queryValue, type TasklibPageProps } from '@/features/tasklib/page-query';
import { QuestScreen } from '@/features/tasklib/QuestScreen';
import { TasklibMessages } from '@/features/tasklib/TasklibMessages';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('tasklib', 'quest.title');

/** /quest (spec 2.2, /{locale}/quest): the task library home; `q` opens it on a search. */
export default async function QuestPage({ searchParams }: TasklibPageProps) {
  const query = await searchParams;
  return (
    <TasklibMessages>
      <QuestScreen initialKeyword={queryValue(query, 'q') ?? ''} />
    </TasklibMessages>
  );
}
