import { OfferwallScreen } from '@/features/tasklib/OfferwallScreen';
import { queryValue, type TasklibPageProps } from '@/features/tasklib/page-query';
import { TasklibMessages } from '@/features/tasklib/TasklibMessages';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('tasklib', 'offerwall.title');

/** /offer (spec 2.4 /offer/*): the offerwall, every product with a task in my country (docs/decisions.md). */
export default async function OfferwallPage({ searchParams }: TasklibPageProps) {
  const query = await searchParams;
  return (
    <TasklibMessages>
      <OfferwallScreen from={queryValue(query, 'from')} backUrl={queryValue(query, 'backUrl')} />
    </TasklibMessages>
  );
}
