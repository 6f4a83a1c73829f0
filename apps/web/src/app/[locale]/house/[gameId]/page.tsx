import { HouseGamePage } from '@/features/house-games/HouseGamePage';

type Props = {
  params: Promise<{ gameId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** /{locale}/house/{gameId}?token=...&currency=...: one house game, launched by /casino/game/launch. */
export default async function HouseGameRoute({ params, searchParams }: Props) {
  const { gameId } = await params;
  const query = await searchParams;
  return <HouseGamePage gameId={gameId} token={first(query.token)} coin={first(query.currency) || first(query.coin)} />;
}
