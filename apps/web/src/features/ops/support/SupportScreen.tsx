'use client';

import { useSearchParams } from 'next/navigation';
import { PlayerPage } from './PlayerPage';
import { PlayerSearch } from './PlayerSearch';

/** Support (users.read): the player search, or one player's page when the address names them (?player=). */
export function SupportScreen() {
  const player = Number(useSearchParams()?.get('player'));
  return Number.isInteger(player) && player > 0 ? <PlayerPage key={player} userId={player} /> : <PlayerSearch />;
}
