import { BodyCode } from '@app/shared';
import {
  HUMAN_CHECK_PASS_MS,
  HUMAN_CHECK_PURPOSES,
  type HumanCheckPurpose,
} from '@app/shared/auth/casino-human-check-contracts';
import { writeTransaction } from '../../db/transaction';
import type { Db } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../lib/api-error';
import { issueTask, type PowSettings, verifySolution } from '../analytics';
import { humanCheckRepository } from './human-check.repository';

export interface HumanCheckPass {
  purpose: HumanCheckPurpose;
  passed: boolean;
  expires_at: number;
}

/**
 * The casino brand's human check (spec 7.7 report_*_recaptcha): the analytics collector's stateless
 * hashcash tasks, self-hosted (no outside service), bound to the player and the purpose through the
 * task's app field. A solved task counts once (human_check_used), and the pass is recorded with its
 * expiry (HUMAN_CHECK_PASS_MS) in the same transaction.
 */
export class HumanCheckService {
  constructor(
    private readonly db: Db,
    private readonly pow: PowSettings,
    private readonly now: () => number,
  ) {}

  challenge(
    userId: number,
    purpose: HumanCheckPurpose,
  ): { purpose: HumanCheckPurpose; challenge: string; difficulty: number } {
    return {
      purpose,
      challenge: issueTask(this.pow, subjectOf(userId, purpose), this.now()),
      difficulty: this.pow.difficulty,
    };
  }

  async report(
    userId: number,
    purpose: HumanCheckPurpose,
    challenge: string,
    solution: string,
  ): Promise<HumanCheckPass> {
    const now = this.now();
    const verdict = verifySolution(this.pow, subjectOf(userId, purpose), `${challenge}:${solution}`, now);
    if (!verdict.ok) throw new ApiError(BodyCode.HUMAN_CHECK_FAILED, undefined, { reason: verdict.reason });
    // A task is accepted in its window and the next: past that it is refused anyway, so its row may go.
    const challengeDies = (verdict.window + 2) * this.pow.windowS * 1000;
    const expiresAt = now + HUMAN_CHECK_PASS_MS[purpose];
    try {
      await writeTransaction(this.db, async (trx) => {
        await humanCheckRepository.useChallenge(trx, verdict.task, now, challengeDies);
        await humanCheckRepository.recordPass(trx, userId, purpose, now, expiresAt);
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new ApiError(BodyCode.HUMAN_CHECK_FAILED, undefined, { reason: 'used before' });
      throw error;
    }
    return { purpose, passed: true, expires_at: expiresAt };
  }

  /** Every purpose with the player's pass (passed false when none or run out). */
  async status(userId: number): Promise<HumanCheckPass[]> {
    const now = this.now();
    const passes = await humanCheckRepository.passes(this.db, userId);
    return HUMAN_CHECK_PURPOSES.map((purpose) => {
      const expiresAt = passes.find((p) => p.purpose === purpose)?.expiresAt ?? 0;
      return { purpose, passed: expiresAt > now, expires_at: expiresAt };
    });
  }

  /** For other modules (a recharge, a first game): whether the player holds a live pass of this purpose. */
  async passed(userId: number, purpose: HumanCheckPurpose): Promise<boolean> {
    return (await this.status(userId)).some((p) => p.purpose === purpose && p.passed);
  }
}

/** The task's "app" field: purpose and player, so a task solved for one is no good for another. */
function subjectOf(userId: number, purpose: HumanCheckPurpose): string {
  return `${purpose}-${userId}`;
}
