import type { MissionEventKind, MissionSection } from '@app/shared/missions/mission-contracts';
import type { CoinName } from '@app/shared/wallet/coins';
import type { DbOrTrx } from '../../db/types';
import { toUnits } from '../wallet';
import { type MissionDefinition, SEED_MISSIONS } from './mission-data';

export interface MissionDefRow extends MissionDefinition {
  disabled: boolean;
}

type Row = {
  id: string;
  section: string;
  kind: string;
  target: number;
  coin: string;
  reward_units: string | number | bigint;
  sort: number;
  disabled: number;
};

function toDef(r: Row): MissionDefRow {
  return {
    id: r.id,
    section: r.section as MissionSection,
    kind: r.kind as MissionEventKind,
    target: Number(r.target),
    coin: r.coin as CoinName,
    reward_units: toUnits(r.reward_units),
    sort: Number(r.sort),
    disabled: Number(r.disabled) === 1,
  };
}

const COLUMNS = ['id', 'section', 'kind', 'target', 'coin', 'reward_units', 'sort', 'disabled'] as const;

/** The mission_def table: the missions as operators keep them. */
export const missionDefs = {
  /** The enabled missions in display order (section order is the page's; within it sort, then id). */
  async enabled(db: DbOrTrx): Promise<MissionDefRow[]> {
    const rows = await db
      .selectFrom('mission_def')
      .select(COLUMNS)
      .where('disabled', '=', 0)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map(toDef);
  },

  async byId(db: DbOrTrx, id: string): Promise<MissionDefRow | undefined> {
    const row = await db.selectFrom('mission_def').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    return row && toDef(row);
  },

  async page(db: DbOrTrx, offset: number, limit: number): Promise<{ rows: MissionDefRow[]; total: number }> {
    const rows = await db
      .selectFrom('mission_def')
      .select(COLUMNS)
      .orderBy('sort')
      .orderBy('id')
      .offset(offset)
      .limit(limit)
      .execute();
    const count = await db
      .selectFrom('mission_def')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return { rows: rows.map(toDef), total: Number(count.n) };
  },

  /** Adds missions whose id is missing (a taken id is left as it is). */
  async insertMissing(db: DbOrTrx, defs: readonly MissionDefinition[], now: number): Promise<void> {
    if (defs.length === 0) return;
    await db
      .insertInto('mission_def')
      .values(
        defs.map((m) => ({
          id: m.id,
          section: m.section,
          kind: m.kind,
          target: m.target,
          coin: m.coin,
          reward_units: m.reward_units,
          sort: m.sort,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  },

  async update(
    db: DbOrTrx,
    id: string,
    values: Partial<{ target: number; coin: string; reward_units: bigint; sort: number; disabled: number }>,
    now: number,
  ): Promise<void> {
    await db
      .updateTable('mission_def')
      .set({ ...values, updated_at: now })
      .where('id', '=', id)
      .execute();
  },
};

/** At every start: the data file's missions the database lacks join; operators' edits stay. */
export async function syncMissions(db: DbOrTrx, now: number): Promise<void> {
  await missionDefs.insertMissing(db, SEED_MISSIONS, now);
}
