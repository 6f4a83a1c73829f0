import type { ProviderId } from '@app/shared/casino/game-summary';
import type { ModuleDeps } from '../module-deps';
import type { CatalogueEditor } from '../ops';
import type { ProviderAdapter } from './adapters/provider-adapter';
import { providerAdapters } from './adapters/providers';
import type { CasinoConfig } from './casino.config';
import { CasinoService } from './casino.service';
import { casinoGamesCatalogue } from './casino-games.catalogue';
import { type CasinoReadPort, casinoReadPort } from './game-directory';

export interface CasinoServices {
  casino: CasinoService;
  adapters: Record<ProviderId, ProviderAdapter>;
  /** For the games module (design seam 2). */
  directory: CasinoReadPort;
  /** For the operator console's catalogue editor. */
  gamesCatalogue: CatalogueEditor;
}

export function createCasinoServices(
  { config, database }: ModuleDeps<CasinoConfig>,
  now = () => Date.now(),
): CasinoServices {
  const adapters = providerAdapters(config);
  return {
    casino: new CasinoService(database.db, adapters, now),
    adapters,
    directory: casinoReadPort(database.db, adapters),
    gamesCatalogue: casinoGamesCatalogue(now, adapters) as CatalogueEditor,
  };
}
