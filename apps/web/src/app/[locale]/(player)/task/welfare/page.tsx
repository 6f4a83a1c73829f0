import type { Metadata } from 'next';
import { queryValue, type TasklibPageProps } from '@/features/tasklib/page-query';
import { TasklibMessages } from '@/features/tasklib/TasklibMessages';
import { parseOfferId, parseProductId } from '@/features/tasklib/tasklib-paths';
import { WelfareScreen } from '@/features/tasklib/WelfareScreen';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

/** Spec 2.1: the welfare page's metadata; its canonical link carries productId and offerId. */
export async function generateMetadata({ params, searchParams }: TasklibPageProps): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, '/task/welfare', await searchParams);
}

/** /task/welfare?productId&offerId: a product's gift task. */
export default async function WelfarePage({ searchParams }: TasklibPageProps) {
  const query = await searchParams;
  return (
    <TasklibMessages>
      <WelfareScreen
        productId={parseProductId(queryValue(query, 'productId'))}
        offerId={parseOfferId(queryValue(query, 'offerId'))}
        from={queryValue(query, 'from')}
        backUrl={queryValue(query, 'backUrl')}
      />
    </TasklibMessages>
  );
}
