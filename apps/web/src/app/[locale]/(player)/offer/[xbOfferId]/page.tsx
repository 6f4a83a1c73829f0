import { type PageQuery, queryValue } from '@/features/tasklib/page-query';
import { TaskDetailsScreen } from '@/features/tasklib/TaskDetailsScreen';
import { TasklibMessages } from '@/features/tasklib/TasklibMessages';
import { parseOfferId } from '@/features/tasklib/tasklib-paths';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('tasklib', 'details.title');

type OfferPageProps = {
  params: Promise<{ locale: string; xbOfferId: string }>;
  searchParams: Promise<PageQuery>;
};

/** /offer/{xbOfferId}: one offer at its own address, the task details screen (back to the offerwall). */
export default async function OfferPage({ params, searchParams }: OfferPageProps) {
  const { xbOfferId } = await params;
  const query = await searchParams;
  return (
    <TasklibMessages>
      <TaskDetailsScreen
        taskId={parseOfferId(xbOfferId)}
        gameName={queryValue(query, 'gameName')}
        from={queryValue(query, 'from') ?? 'offer'}
        backUrl={queryValue(query, 'backUrl')}
        newGuide={queryValue(query, 'newGuide') === '1'}
      />
    </TasklibMessages>
  );
}
