import { BodyCode } from '@app/shared';
import type { PlayerFlags, PlayerRecord } from '@app/shared/ops/support-contracts';
import { writeTransaction } from '../../../db/transaction';
import type { Db } from '../../../db/types';
import { ApiError } from '../../../lib/api-error';
import type { PlayerSupport, PlayerView } from '../../auth';
import type { Actor, OpsAudit } from '../audit';
import type { ConsoleWallet } from '../console-links';

const FLAG_ACTIONS = ['user.flag', 'user.unflag'];

const summaryOf = (p: PlayerView) => ({
  user_id: p.user_id,
  username: p.username,
  display_name: p.display_name,
  phone: p.phone,
  login_type: p.login_type,
  abnormal: p.abnormal,
  created_at: p.created_at,
});

const noSuchPlayer = () => new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No such player', { field: 'user_id' });

/**
 * Player support (issue 11): search, a player's record, ending their sessions and the abnormal flag
 * (spec 8.1: the sign-in core then answers every call of theirs 1013). Players belong to auth and money
 * to the wallet: both are reached through their public faces; every change is audited in its own
 * transaction against "user:<id>".
 */
export class SupportService {
  constructor(
    private readonly db: Db,
    private readonly players: PlayerSupport,
    private readonly wallet: ConsoleWallet,
    private readonly audit: OpsAudit,
    private readonly now: () => number,
  ) {}

  /** A search, audited with its query and the players it showed (support reads are traceable). */
  async search(actor: Actor, q: string, page: number, pageSize: number) {
    const { players, total } = await this.players.search(q, (page - 1) * pageSize, pageSize);
    await this.audit.record(this.db, actor, {
      action: 'user.search',
      target: 'user:search',
      after: { q, page, total, user_ids: players.map((p) => p.user_id) },
    });
    return { items: players.map(summaryOf), page, page_size: pageSize, total };
  }

  /** A player's record; the look is audited before the record is answered. */
  async record(actor: Actor, userId: number): Promise<PlayerRecord> {
    const player = await this.players.find(userId);
    if (!player) throw noSuchPlayer();
    await this.audit.record(this.db, actor, { action: 'user.view', target: `user:${userId}` });
    const [identities, sessions, balances, flags] = await Promise.all([
      this.players.identities(userId),
      this.players.sessionsOf(userId),
      this.wallet.balances(userId),
      this.flags(player),
    ]);
    const { first_name, last_name, language_code, invite_code, referrer_id } = player;
    return {
      profile: { ...summaryOf(player), first_name, last_name, language_code, invite_code, referrer_id },
      identities,
      sessions,
      balances,
      flags,
    };
  }

  async ledger(actor: Actor, userId: number, coin: string | undefined, cursor: string | undefined, limit: number) {
    if (!(await this.players.find(userId))) throw noSuchPlayer();
    await this.audit.record(this.db, actor, {
      action: 'user.view_ledger',
      target: `user:${userId}`,
      after: { coin: coin ?? null, cursor: cursor ?? null },
    });
    return this.wallet.history(userId, coin, cursor, limit);
  }

  endSessions(actor: Actor, userId: number, sessionId: number | undefined, reason: string) {
    return writeTransaction(this.db, async (trx) => {
      if (!(await this.players.find(userId, trx))) throw noSuchPlayer();
      const ended = await this.players.endSessions(trx, userId, sessionId, this.now());
      if (sessionId !== undefined && ended === 0) {
        throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No open session of this player with this id', {
          field: 'session_id',
        });
      }
      await this.audit.record(trx, actor, {
        action: 'user.sessions.end',
        target: `user:${userId}`,
        after: { session_id: sessionId ?? 'all', ended, reason },
      });
      return { ended };
    });
  }

  async flag(actor: Actor, userId: number, abnormal: boolean, reason: string): Promise<PlayerFlags> {
    await writeTransaction(this.db, async (trx) => {
      const player = await this.players.find(userId, trx);
      if (!player) throw noSuchPlayer();
      await this.players.setAbnormal(trx, userId, abnormal);
      await this.audit.record(trx, actor, {
        action: abnormal ? 'user.flag' : 'user.unflag',
        target: `user:${userId}`,
        before: { abnormal: player.abnormal },
        after: { abnormal, reason },
      });
    });
    const player = await this.players.find(userId);
    return this.flags(player as PlayerView);
  }

  /** The flag and its last change by an operator (the audit log is the flag's history). */
  private async flags(player: PlayerView): Promise<PlayerFlags> {
    const last = await this.audit.latest(`user:${player.user_id}`, FLAG_ACTIONS);
    const after = (last?.after ?? null) as { reason?: string } | null;
    return {
      abnormal: player.abnormal,
      reason: after?.reason ?? null,
      changed_at: last?.at ?? null,
      changed_by_email: last?.operator_email ?? null,
    };
  }
}
