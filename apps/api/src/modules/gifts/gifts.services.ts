import type { ModuleDeps } from '../module-deps';
import { type GiftsPorts, GiftsService } from './gifts.service';

export interface GiftsServices {
  gifts: GiftsService;
}

export interface GiftsDeps extends GiftsPorts {
  /** The gifts' clock (expiry); compose.ts gives the job runner's, so a moved clock moves both. */
  clock?: () => number;
}

export function createGiftsServices({ database, jobs }: ModuleDeps, deps: GiftsDeps): GiftsServices {
  const gifts = new GiftsService(database.db, deps, jobs, deps.clock ?? (() => Date.now()));
  gifts.registerJobs();
  return { gifts };
}
