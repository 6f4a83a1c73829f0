import { BodyCode } from '@app/shared';
import { NEWBIE_TASKS, NEWBIE_WINDOW_MS, type NewbieTask } from '@app/shared/luckybear/newbie-tasks';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import { writeTransaction } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { chanceRepository } from './chance.repository';

/** What the newbie tasks read from the others, filled by the composition root (compose.ts). */
export interface NewbiePorts {
  /** When the player signed up (unix ms) and whether a phone is bound (auth). */
  player(userId: number): Promise<{ createdAt: number; phoneBound: boolean }>;
  /** The player's VIP level (the vip module). */
  vipLevel(userId: number): Promise<number>;
  /** Wagered in the games, base units of `coin`, every coin when none (the games' wagering reader). */
  wagered(db: DbOrTrx, userId: number, coin?: string): Promise<bigint>;
  /** Lucky spins drawn. */
  spins(db: DbOrTrx, userId: number): Promise<number>;
}

const SOURCE = 'newbie';

/**
 * The newbie tasks (issue 13, spec 7.7 newbie_task_status / newbie_task_visible; the list is data:
 * @app/shared/luckybear/newbie-tasks): for `windowDays` after sign-up a new player sees the tasks and
 * each completed task grants its draw chances once (the grant's unique key is (player, game, 'newbie',
 * task id)). After the window the status answers 1084 ERROR_OUTOF_NEWBIE (spec 8.3: not an error).
 */
export class NewbieService {
  constructor(
    private readonly db: Db,
    private readonly ports: NewbiePorts,
    private readonly now: () => number,
  ) {}

  async visible(userId: number) {
    const { endsAt } = await this.window(userId);
    const rewarded = await chanceRepository.bySource(this.db, userId, SOURCE);
    const done = NEWBIE_TASKS.filter((t) => rewarded.has(grantKey(t))).length;
    return {
      visible: this.now() < endsAt && done < NEWBIE_TASKS.length,
      ends_at: endsAt,
      done,
      total: NEWBIE_TASKS.length,
    };
  }

  /** Progress of every task; grants the rewards of the complete ones not granted yet, once each. */
  async status(userId: number) {
    const { endsAt } = await this.window(userId);
    if (this.now() >= endsAt) throw new ApiError(BodyCode.OUT_OF_NEWBIE);
    const progress = await this.progress(userId);
    const complete = NEWBIE_TASKS.filter((t) => (progress.get(t.id) ?? 0) >= t.target);
    const now = this.now();
    const rewarded = await writeTransaction(this.db, async (trx) => {
      for (const t of complete) {
        await chanceRepository.grant(
          trx,
          [{ userId, game: t.reward.game, source: SOURCE, sourceId: t.id, chances: t.reward.chances }],
          now,
        );
      }
      return chanceRepository.bySource(trx, userId, SOURCE);
    });
    return {
      ends_at: endsAt,
      tasks: NEWBIE_TASKS.map((t) => {
        const at = rewarded.get(grantKey(t));
        return {
          id: t.id,
          kind: t.kind,
          label_key: `newbie.${t.id.replaceAll('-', '_')}`,
          target: t.target,
          coin: t.coin ?? null,
          progress: Math.min(t.target, progress.get(t.id) ?? 0),
          state: at === undefined ? ('in_progress' as const) : ('done' as const),
          reward: { ...t.reward },
          rewarded_at: at ?? null,
        };
      }),
    };
  }

  private async window(userId: number) {
    const player = await this.ports.player(userId);
    return { player, endsAt: player.createdAt + NEWBIE_WINDOW_MS };
  }

  /** Each task's progress, read before the grants' transaction (other modules' reads use the database handle). */
  private async progress(userId: number): Promise<Map<string, number>> {
    const { ports, db } = this;
    const [player, vipLevel, spins] = await Promise.all([
      ports.player(userId),
      ports.vipLevel(userId),
      ports.spins(db, userId),
    ]);
    const values = await Promise.all(
      NEWBIE_TASKS.map(async (t): Promise<number> => {
        switch (t.kind) {
          case 'bind_phone':
            return player.phoneBound ? 1 : 0;
          case 'play_game':
            return (await ports.wagered(db, userId)) > 0n ? 1 : 0;
          case 'wager': {
            const coin = (t.coin ?? 'WH') as CoinName;
            return Number((await ports.wagered(db, userId, coin)) / 10n ** BigInt(COINS[coin].decimals));
          }
          case 'vip_level':
            return vipLevel;
          case 'lucky_spin':
            return spins;
        }
      }),
    );
    return new Map(NEWBIE_TASKS.map((t, i) => [t.id, values[i] as number]));
  }
}

const grantKey = (t: NewbieTask) => `${t.reward.game}:${t.id}`;
