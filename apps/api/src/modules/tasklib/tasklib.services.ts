import type { ModuleDeps } from '../module-deps';
import type { ConversionCredited, OffersLedger } from './conversions/conversion-types';
import { OfferConversions } from './conversions/conversions.service';
import type { TasklibConfig } from './tasklib.config';
import { TasklibService } from './tasklib.service';

export interface TasklibServices {
  tasklib: TasklibService;
  /** Offer rewards, credited once and reversed with the clawback rule (postbacks, audits and verify use it). */
  conversions: OfferConversions;
}

/** What the task library uses of other modules, wired by compose.ts. */
export interface TasklibPorts {
  ledger: OffersLedger;
  /** Told of each credited conversion inside its transaction (missions count completed offers). */
  onCredited?: ConversionCredited;
  /** Tests move the clock. */
  clock?: () => number;
}

export function createTasklibServices({ database }: ModuleDeps<TasklibConfig>, ports: TasklibPorts): TasklibServices {
  const now = ports.clock ?? (() => Date.now());
  return {
    tasklib: new TasklibService(database.db),
    conversions: new OfferConversions(ports.ledger, now, ports.onCredited),
  };
}
