import { ProductTasksScreen } from '@/features/tasklib/ProductTasksScreen';
import { queryValue, type TasklibPageProps } from '@/features/tasklib/page-query';
import { TasklibMessages } from '@/features/tasklib/TasklibMessages';
import { parseProductId } from '@/features/tasklib/tasklib-paths';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('tasklib', 'product_tasks.title');

/** /task/product_v2 (spec 2.3, with productId, gameName and from): a product's tasks. */
export default async function ProductTasksPage({ searchParams }: TasklibPageProps) {
  const query = await searchParams;
  return (
    <TasklibMessages>
      <ProductTasksScreen
        productId={parseProductId(queryValue(query, 'productId'))}
        gameName={queryValue(query, 'gameName')}
        from={queryValue(query, 'from')}
        backUrl={queryValue(query, 'backUrl')}
      />
    </TasklibMessages>
  );
}
