import { BodyCode } from '@app/shared';
import { ApiCallError } from '@/lib/api/api-error';

/**
 * The key of one press of "spin" or "draw" (the API's request_id / draw_key). It is kept while the
 * answer is unknown, so a retry after a lost answer asks for the same draw and never draws twice; an
 * answer of any kind (a prize or a refusal) ends it.
 */
export class DrawKey {
  private current: string | null = null;

  constructor(private readonly fresh: () => string = () => globalThis.crypto.randomUUID()) {}

  take(): string {
    this.current ??= this.fresh();
    return this.current;
  }

  /** After the call: keep the key only when the answer never came (a network failure). */
  settle(error?: unknown): void {
    if (!(error instanceof ApiCallError && error.kind === 'network')) this.current = null;
  }
}

/** The refusals the draw screens word themselves: no chance left, or the draw is closed. */
export function drawRefusal(error: unknown): 'no_chance' | 'closed' | null {
  if (!(error instanceof ApiCallError) || error.kind !== 'business') return null;
  if (error.details.code === BodyCode.LUCKY_NO_CHANCE) return 'no_chance';
  if (error.details.code === BodyCode.LUCKY_DRAW_CLOSED) return 'closed';
  return null;
}
