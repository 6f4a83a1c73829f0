import { GameScreen } from '@/features/games/GameScreen';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('games', 'game_title');

/** /win/game/<gameId>: one casino game in its iframe (logged-in layout, spec 2.4 /win/*). */
export default async function GamePage({
  params,
  searchParams,
}: {
  params: Promise<{ gameId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ gameId }, query] = await Promise.all([params, searchParams]);
  const from = Array.isArray(query.from) ? query.from[0] : query.from;
  return <GameScreen key={gameId} gameId={safeDecode(gameId)} from={from} />;
}

/** A malformed escape (/win/game/%E0) is passed on as it is: the API refuses an unknown game clearly. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
