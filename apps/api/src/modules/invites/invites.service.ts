import { BodyCode, formatUnits, parseUnits } from '@app/shared';
import { parseStartParam } from '@app/shared/core/start-param';
import { INVITE_REWARDS, type InviteMilestone } from '@app/shared/invites/invite-rewards';
import { COINS } from '@app/shared/wallet/coins';
import { writeTransaction } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../lib/api-error';
import { invitesRepository } from './invites.repository';

/** What the invites module needs from the others, filled by the composition root (compose.ts). */
export interface InvitesPorts {
  /** The player's referral code (auth's invite_code: random, unique, not the user id). */
  codeOf(userId: number): Promise<string>;
  /** The player a referral code names, if any. */
  userByCode(code: string): Promise<number | undefined>;
  /** What the player wagered in the games, in base units of `coin` (the games' wagering reader). */
  wagered(db: DbOrTrx, userId: number, coin: string): Promise<bigint>;
  /** Pays a reward from the rewards account in the caller's transaction; answers the ledger transaction's public id. */
  payReward(trx: DbOrTrx, payment: { userId: number; coin: 'WH'; amount: bigint; reference: string }): Promise<string>;
}

/** How deep the cycle check walks up the inviter chain; chains are short, this only bounds bad data. */
const MAX_CHAIN = 64;
/** Invitees checked for the wagering milestone per summary read. */
const WAGERING_CHECK_LIMIT = 200;

/** The start parameter's `from` as "package:campaign" (docs/decisions.md, "Invites"). */
export function packageAndCampaign(startParam: string): { pkg: string; campaign: string } {
  const from = parseStartParam(startParam).from;
  const colon = from.indexOf(':');
  return colon < 0 ? { pkg: from, campaign: '' } : { pkg: from.slice(0, colon), campaign: from.slice(colon + 1) };
}

/**
 * Invites (issue 16, item 3): who invited whom (at sign-up or bound later), and the inviter's rewards
 * for the milestones their invitees reach (the data of `@app/shared/invites/invite-rewards.ts`), each
 * paid once per (inviter, invitee, milestone) through the ledger.
 */
export class InvitesService {
  constructor(
    private readonly db: Db,
    private readonly ports: InvitesPorts,
    private readonly now: () => number = () => Date.now(),
  ) {}

  rewardTable() {
    return { rewards: INVITE_REWARDS.map((r) => ({ ...r })) };
  }

  /**
   * Runs in the registration's transaction (auth's onUserCreated): records the inviter auth resolved
   * (a code typed, the /r/[slug] code sent at sign-in, or the start parameter's `m`) and pays the
   * sign-up milestone.
   */
  async attributeAtSignUp(
    trx: DbOrTrx,
    userId: number,
    origin: { referrerId: number | null; startParam: string; link?: { pkg: string; campaign: string } },
  ) {
    if (origin.referrerId === null || origin.referrerId === userId) return;
    await invitesRepository.insertLink(trx, {
      inviteeId: userId,
      inviterId: origin.referrerId,
      source: 'signup',
      // An agent's link (issue 16 item 4) names its own package and campaign; else the start parameter's.
      ...(origin.link ?? packageAndCampaign(origin.startParam)),
      boundAt: this.now(),
    });
    await this.reachMilestone(trx, userId, 'signup');
  }

  /** /user/bindCode: binds an inviter later by code: once, never yourself, never a cycle. */
  async bind(userId: number, code: string) {
    const inviterId = await this.ports.userByCode(code);
    if (inviterId === undefined)
      throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'Unknown invite code', { field: 'code' });
    if (inviterId === userId) throw new ApiError(BodyCode.INVITE_SELF);
    const boundAt = this.now();
    try {
      return await writeTransaction(this.db, async (trx) => {
        if ((await invitesRepository.inviterOf(trx, userId)) !== undefined)
          throw new ApiError(BodyCode.INVITE_ALREADY_BOUND);
        // A cycle: walking up from the would-be inviter reaches me.
        let up: number | undefined = inviterId;
        for (let step = 0; up !== undefined && step < MAX_CHAIN; step++) {
          if (up === userId) throw new ApiError(BodyCode.INVITE_CYCLE);
          up = await invitesRepository.inviterOf(trx, up);
        }
        await invitesRepository.insertLink(trx, {
          inviteeId: userId,
          inviterId,
          source: 'bind',
          pkg: '',
          campaign: '',
          boundAt,
        });
        await this.reachMilestone(trx, userId, 'signup');
        return { inviter_id: inviterId, bound_at: boundAt };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(BodyCode.INVITE_ALREADY_BOUND);
      throw error;
    }
  }

  /**
   * The invitee reached a milestone: pays their inviter's reward once, in the caller's transaction.
   * The reward row is claimed with ON CONFLICT DO NOTHING before the payment, so of many calls at once
   * exactly one inserts and pays and the others do nothing (and never abort the caller's transaction,
   * which may be a recharge's). Answers the ledger transaction's id, or null when nothing was paid.
   */
  async reachMilestone(trx: DbOrTrx, inviteeId: number, milestone: InviteMilestone): Promise<string | null> {
    const inviterId = await invitesRepository.inviterOf(trx, inviteeId);
    const row = INVITE_REWARDS.find((r) => r.milestone === milestone);
    if (inviterId === undefined || !row) return null;
    const amount = parseUnits(row.reward, COINS[row.coin].decimals);
    const key = { inviterId, inviteeId, milestone };
    if (!(await invitesRepository.claimReward(trx, { ...key, coin: row.coin, amount, paidAt: this.now() })))
      return null;
    if (amount === 0n) return null;
    const txPublicId = await this.ports.payReward(trx, {
      userId: inviterId,
      coin: row.coin,
      amount,
      reference: `invite:${inviterId}:${inviteeId}:${milestone}`,
    });
    await invitesRepository.setRewardTx(trx, key, txPublicId);
    return txPublicId;
  }

  /** A milestone reached outside any caller's transaction (tests, the wagering check). */
  reach(inviteeId: number, milestone: InviteMilestone): Promise<string | null> {
    return writeTransaction(this.db, (trx) => this.reachMilestone(trx, inviteeId, milestone));
  }

  /**
   * The wagering milestone has no event of its own (the games write rounds, not milestones): it is
   * checked for my invitees still short of it when I read my summary, like vip reads wagering.
   */
  private async settleWagering(inviterId: number): Promise<void> {
    const row = INVITE_REWARDS.find((r) => r.milestone === 'wagering');
    if (!row) return;
    const threshold = parseUnits(row.threshold, COINS[row.coin].decimals);
    for (const inviteeId of await invitesRepository.inviteesWithout(
      this.db,
      inviterId,
      'wagering',
      WAGERING_CHECK_LIMIT,
    )) {
      if ((await this.ports.wagered(this.db, inviteeId, row.coin)) >= threshold)
        await this.reach(inviteeId, 'wagering');
    }
  }

  async summary(userId: number) {
    await this.settleWagering(userId);
    const [code, count, earned, inviter] = await Promise.all([
      this.ports.codeOf(userId),
      invitesRepository.inviteeCount(this.db, userId),
      invitesRepository.earned(this.db, userId),
      invitesRepository.inviterOf(this.db, userId),
    ]);
    return {
      invite_code: code,
      invitee_count: count,
      earned: [...earned].map(([coin, amount]) => ({
        coin,
        amount: formatUnits(amount, COINS[coin as 'WH'].decimals),
      })),
      inviter_bound: inviter !== undefined,
    };
  }

  async users(userId: number, page: number, size: number) {
    const [total, list] = await Promise.all([
      invitesRepository.inviteeCount(this.db, userId),
      invitesRepository.invitees(this.db, userId, (page - 1) * size, size),
    ]);
    return { page, size, total, list };
  }

  async rewards(userId: number, page: number, size: number) {
    const [total, rows] = await Promise.all([
      invitesRepository.rewardCount(this.db, userId),
      invitesRepository.rewards(this.db, userId, (page - 1) * size, size),
    ]);
    return {
      page,
      size,
      total,
      list: rows.map((r) => ({
        invitee_id: r.inviteeId,
        milestone: r.milestone as InviteMilestone,
        coin: r.coin,
        amount: formatUnits(r.amount, COINS[r.coin as 'WH'].decimals),
        tx_id: r.txPublicId,
        paid_at: r.paidAt,
      })),
    };
  }
}
