import { BodyCode, formatUnits } from '@app/shared';
import type { Mission, MissionState } from '@app/shared/missions/mission-contracts';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import { writeTransaction } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../lib/api-error';
import { claimKey, missionClaims } from './mission-claim.repository';
import type { MissionDefinition } from './mission-data';
import { missionDefs } from './mission-def.repository';
import { missionEvents, recordMissionEvent, recordMissionEvents } from './mission-event.repository';
import { currentStreak, type MissionPeriod, periodOf, type Streak, utcDayKey, utcDayStart } from './mission-periods';
import { signInEvent } from './mission-signin';

/** What the missions module needs from the others, filled by the composition root (compose.ts). */
export interface MissionsPorts {
  /** The games' rounds of a player at or after `since`, newest first, rolled-back ones left out. */
  playedRounds(
    db: DbOrTrx,
    userId: number,
    window: { since?: number; limit: number },
  ): Promise<{ publicId: string; at: number }[]>;
  /** Pays a reward from the rewards account in the caller's transaction; answers the ledger transaction's public id. */
  payReward(
    trx: DbOrTrx,
    payment: { userId: number; coin: CoinName; amount: bigint; reference: string },
  ): Promise<string>;
}

/** Rounds copied into the event log per read: far above any daily target, so today's count is never short. */
const ROUND_SYNC_LIMIT = 500;

interface MissionProgress {
  mission: MissionDefinition;
  period: MissionPeriod;
  progress: number;
}

/**
 * Missions (issue 15 item 6): progress is counted from the mission event log in each mission's current
 * period (mission-periods.ts), and a completed mission's reward is paid through the ledger once per
 * (player, mission, period): the claim row's unique key is written in the payment's own transaction.
 */
export class MissionsService {
  constructor(
    private readonly db: Db,
    private readonly ports: MissionsPorts,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * The list. Asking for it is itself a signed-in player using the app today, so it records today's
   * sign-in too (the same event as /cpl/init's, once a day): the page never shows "not signed in
   * today" because its list call overtook the shell's /cpl/init.
   */
  async list(userId: number) {
    const now = this.now();
    await recordMissionEvent(this.db, signInEvent(userId, now));
    await this.syncRounds(userId);
    const { streak, rows } = await this.progress(this.db, userId, now, await missionDefs.enabled(this.db));
    const claimed = await missionClaims.keys(this.db, userId);
    return {
      server_time: now,
      day: utcDayKey(now),
      resets_at: utcDayStart(now) + 24 * 60 * 60 * 1000,
      streak: { days: streak.days, signed_in_today: streak.signedInToday },
      missions: rows.map((row) => view(row, claimed.has(claimKey(row.mission.id, row.period.key)))),
    };
  }

  /**
   * Pays a completed mission's reward. Refusals change nothing: an unknown mission (1003), a period
   * the player saw that is over (1132), a reward already received this period (1131), a target not
   * reached (1130). Of many claims at once one commits; the others find its row or hit its unique key.
   */
  async claim(userId: number, missionId: string, seenPeriodKey?: string) {
    // A disabled mission is as unknown as one that never existed: nothing of it is paid.
    const found = await missionDefs.byId(this.db, missionId);
    const mission = found && !found.disabled ? found : undefined;
    if (!mission) {
      throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, `Unknown mission: ${missionId}`, { field: 'mission_id' });
    }
    // The games' rounds are copied in before the transaction: on SQLite it holds the one connection.
    await this.syncRounds(userId);
    try {
      return await writeTransaction(this.db, async (trx) => {
        const now = this.now();
        const { rows } = await this.progress(trx, userId, now, [mission]);
        const row = rows[0] as MissionProgress;
        const periodKey = row.period.key;
        if (seenPeriodKey !== undefined && seenPeriodKey !== periodKey) {
          throw new ApiError(BodyCode.MISSION_EXPIRED, undefined, { period_key: periodKey });
        }
        if (await missionClaims.exists(trx, userId, mission.id, periodKey)) {
          throw new ApiError(BodyCode.MISSION_ALREADY_CLAIMED, undefined, { period_key: periodKey });
        }
        if (row.progress < mission.target) {
          throw new ApiError(BodyCode.MISSION_NOT_COMPLETED, undefined, {
            progress: row.progress,
            target: mission.target,
          });
        }
        const amount = mission.reward_units;
        const txPublicId = await this.ports.payReward(trx, {
          userId,
          coin: mission.coin,
          amount,
          reference: `mission:${userId}:${mission.id}:${periodKey}`,
        });
        await missionClaims.insert(trx, userId, {
          missionId: mission.id,
          periodKey,
          coin: mission.coin,
          amount,
          txPublicId,
          claimedAt: now,
        });
        return { mission_id: mission.id, period_key: periodKey, reward: rewardOf(mission), tx_id: txPublicId };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(BodyCode.MISSION_ALREADY_CLAIMED);
      throw error;
    }
  }

  /**
   * Games played are read from the games' rounds rather than hooked into the bet path (games README):
   * the rounds since the newest one recorded are copied into the event log, once each by public id.
   */
  private async syncRounds(userId: number): Promise<void> {
    const since = await missionEvents.latestAt(this.db, userId, 'game_round');
    const rounds = await this.ports.playedRounds(this.db, userId, { since, limit: ROUND_SYNC_LIMIT });
    await recordMissionEvents(
      this.db,
      rounds.map((r) => ({ userId, kind: 'game_round' as const, ref: r.publicId, at: r.at })),
    );
  }

  /** Each mission's period and progress at `now` (sequential reads: `db` may be a SQLite transaction). */
  private async progress(
    db: DbOrTrx,
    userId: number,
    now: number,
    missions: readonly MissionDefinition[],
  ): Promise<{ streak: Streak; rows: MissionProgress[] }> {
    const today = await missionEvents.countsByKind(db, userId, utcDayStart(now));
    const ever = await missionEvents.countsByKind(db, userId);
    const streak = currentStreak(await missionEvents.signInDays(db, userId), now);
    const rows = missions.map((mission) => {
      const period = periodOf(mission, now, streak);
      const counted =
        mission.section === 'retention'
          ? streak.days
          : ((mission.section === 'daily' ? today : ever).get(mission.kind) ?? 0);
      return { mission, period, progress: Math.min(counted, mission.target) };
    });
    return { streak, rows };
  }
}

function rewardOf(mission: MissionDefinition) {
  return { coin: mission.coin, amount: formatUnits(mission.reward_units, COINS[mission.coin].decimals) };
}

function view({ mission, period, progress }: MissionProgress, claimed: boolean): Mission {
  const state: MissionState = claimed ? 'claimed' : progress >= mission.target ? 'claimable' : 'in_progress';
  return {
    id: mission.id,
    section: mission.section,
    kind: mission.kind,
    target: mission.target,
    progress,
    state,
    period_key: period.key,
    ends_at: period.endsAt,
    reward: rewardOf(mission),
    title_key: `${mission.id}.title`,
    desc_key: `${mission.id}.desc`,
  };
}
