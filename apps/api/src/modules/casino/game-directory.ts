import type { ProviderId } from '@app/shared/casino/game-summary';
import type { Db } from '../../db/types';
import type { ProviderAdapter } from './adapters/provider-adapter';
import { casinoRepository as repo } from './casino.repository';

/** A game as the games module needs it to launch and settle rounds (design seam 2). */
export interface DirectoryGame {
  id: string;
  providerId: ProviderId;
  category: string;
  enabled: boolean;
  rtp: number;
  maxWinMultiplier?: number;
}

/** The catalogue's read port for the games module: its own GameDirectory interface is filled with this. */
export interface CasinoReadPort {
  gameById(id: string): Promise<DirectoryGame | undefined>;
  providerConfig(providerId: string): ProviderAdapter | undefined;
}

export function casinoReadPort(db: Db, adapters: Record<ProviderId, ProviderAdapter>): CasinoReadPort {
  return {
    async gameById(id) {
      const row = await repo.byId(db, id);
      if (!row) return undefined;
      return {
        id: row.id,
        providerId: row.provider_id as ProviderId,
        category: row.category,
        enabled: Number(row.disabled) === 0,
        rtp: row.rtp_bp / 100,
        ...(row.max_win_multiplier !== null ? { maxWinMultiplier: Number(row.max_win_multiplier) } : {}),
      };
    },
    providerConfig: (providerId) => adapters[providerId as ProviderId],
  };
}
