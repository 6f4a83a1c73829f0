import type { Metadata } from 'next';
import { queryValue, type TasklibPageProps } from '@/features/tasklib/page-query';
import { RechargeScreen } from '@/features/tasklib/RechargeScreen';
import { TasklibMessages } from '@/features/tasklib/TasklibMessages';
import { parseOfferId } from '@/features/tasklib/tasklib-paths';
import { pageMetadata } from '@/lib/metadata/page-metadata.server';

/** Spec 2.1: the recharge page's metadata; its canonical link carries gameId and mchId. */
export async function generateMetadata({ params, searchParams }: TasklibPageProps): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale, '/task/recharge', await searchParams);
}

/** An id of a game or merchant from the address, else null. */
function idOf(raw: string | undefined): string | null {
  return raw && /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$/.test(raw) ? raw : null;
}

/** /task/recharge?gameId&mchId (the app's links add offerId): the recharge task of a game. */
export default async function RechargePage({ searchParams }: TasklibPageProps) {
  const query = await searchParams;
  return (
    <TasklibMessages>
      <RechargeScreen
        gameId={idOf(queryValue(query, 'gameId'))}
        mchId={idOf(queryValue(query, 'mchId'))}
        offerId={parseOfferId(queryValue(query, 'offerId'))}
        from={queryValue(query, 'from')}
        backUrl={queryValue(query, 'backUrl')}
      />
    </TasklibMessages>
  );
}
