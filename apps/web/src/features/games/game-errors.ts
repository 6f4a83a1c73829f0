import { BodyCode } from '@app/shared';

/** What the game page says when a launch fails (issue 12: self-excluded and limit errors shown clearly). */
export type LaunchProblem =
  | { key: 'self_excluded'; until: number | null }
  | { key: 'limit' }
  | { key: 'unavailable'; reason: string | null }
  | { key: 'network' }
  | { key: 'other'; message: string };

interface ErrorLike {
  kind?: string;
  message?: string;
  details?: { code?: number; data?: unknown };
}

function field(data: unknown, name: string): unknown {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;
}

/** The problem of a failed launch, from the API's body code and data (docs/games.md, codes 1050-1052). */
export function launchProblem(error: unknown): LaunchProblem {
  const e = (error ?? {}) as ErrorLike;
  if (e.kind === 'network') return { key: 'network' };
  const data = e.details?.data;
  switch (e.details?.code) {
    case BodyCode.SELF_EXCLUDED: {
      const until = field(data, 'until');
      return { key: 'self_excluded', until: typeof until === 'number' ? until : null };
    }
    case BodyCode.GAME_LIMIT:
      return { key: 'limit' };
    case BodyCode.GAME_UNAVAILABLE: {
      const reason = field(data, 'unavailableReason');
      return { key: 'unavailable', reason: typeof reason === 'string' ? reason : null };
    }
    default:
      return { key: 'other', message: e.message ?? '' };
  }
}
