import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { FairnessScreen } from '@/features/house-games/FairnessScreen';
import { houseGamesMessages } from '@/i18n/messages';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function first(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value) || undefined;
}

/**
 * /win/fairness: verify a house game's round in the browser (open to everyone). The games' texts
 * come with this page only (the players' shell does not carry them).
 */
export default async function FairnessPage({ searchParams }: Props) {
  const query = await searchParams;
  const nonce = Number(first(query.nonce));
  return (
    <NextIntlClientProvider messages={houseGamesMessages(await getMessages())}>
      <FairnessScreen
        prefill={{
          game: first(query.game),
          serverSeed: first(query.serverSeed),
          serverSeedHash: first(query.serverSeedHash),
          clientSeed: first(query.clientSeed),
          nonce: Number.isInteger(nonce) && nonce >= 0 ? nonce : undefined,
          round: first(query.round),
          weights: first(query.weights),
        }}
      />
    </NextIntlClientProvider>
  );
}
