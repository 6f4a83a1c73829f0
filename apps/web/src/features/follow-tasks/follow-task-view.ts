import { BodyCode } from '@app/shared';
import { ApiCallError } from '@/lib/api/api-error';

/** Why a check, claim or connect was refused, as this page words it (messages followTasks.failure_*). */
export type FollowFailure =
  | 'not_connected'
  | 'not_following'
  | 'claimed'
  | 'closed'
  | 'own'
  | 'taken'
  | 'rejected'
  | 'unavailable'
  | 'other';

const BY_CODE: Record<number, FollowFailure> = {
  [BodyCode.SOCIAL_NOT_CONNECTED]: 'not_connected',
  [BodyCode.FOLLOW_NOT_FOUND]: 'not_following',
  [BodyCode.FOLLOW_REWARD_CLAIMED]: 'claimed',
  [BodyCode.FOLLOW_TASK_CLOSED]: 'closed',
  [BodyCode.FOLLOW_TASK_OWN]: 'own',
  [BodyCode.SOCIAL_ACCOUNT_TAKEN]: 'taken',
  [BodyCode.SOCIAL_CODE_REJECTED]: 'rejected',
  [BodyCode.SOCIAL_NETWORK_UNAVAILABLE]: 'unavailable',
};

export function followFailure(error: unknown): FollowFailure {
  if (!(error instanceof ApiCallError) || error.kind !== 'business') return 'other';
  return BY_CODE[error.details.code ?? 0] ?? 'other';
}

/** A player's step on one task: connect the network, follow the account, claim, or paid. */
export type PlayerStep = 'connect' | 'follow' | 'claim' | 'paid';

export function playerStep(
  task: { paid: string | null },
  connected: boolean,
  followed: boolean | undefined,
): PlayerStep {
  if (task.paid !== null) return 'paid';
  if (!connected) return 'connect';
  return followed ? 'claim' : 'follow';
}
