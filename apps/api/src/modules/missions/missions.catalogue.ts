import { BodyCode, formatUnits, parseUnits } from '@app/shared';
import { MISSIONS_CATALOGUE, type MissionItem, ZMissionItem } from '@app/shared/missions/mission-item';
import { COIN_NAMES, COINS, type CoinName } from '@app/shared/wallet/coins';
import type { DbOrTrx } from '../../db/types';
import { ApiError, invalidField } from '../../lib/api-error';
import type { CatalogueEditor } from '../ops';
import { type MissionDefRow, missionDefs } from './mission-def.repository';

async function existing(db: DbOrTrx, id: string): Promise<MissionDefRow> {
  const mission = await missionDefs.byId(db, id);
  if (!mission) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No such mission', { field: 'id' });
  return mission;
}

function itemOf(m: MissionDefRow): MissionItem {
  return {
    id: m.id,
    section: m.section,
    kind: m.kind,
    target: m.target,
    coin: m.coin,
    reward: formatUnits(m.reward_units, COINS[m.coin].decimals),
    sort: m.sort,
  };
}

/** The wallet's coins and their decimals, which the shared schema cannot know. */
function rewardUnits(item: MissionItem): bigint {
  if (!(COIN_NAMES as readonly string[]).includes(item.coin)) {
    throw invalidField('item.coin', `must be one of ${COIN_NAMES.join(', ')}`);
  }
  const decimals = COINS[item.coin as CoinName].decimals;
  if ((item.reward.split('.')[1] ?? '').length > decimals) {
    throw invalidField('item.reward', `${item.coin} has at most ${decimals} decimals`);
  }
  return parseUnits(item.reward, decimals);
}

/**
 * The missions as an operator catalogue (issue 15, the console's catalogue editor): target, reward
 * (coin and amount) and order of each mission; id, section and kind are fixed once created (claims and
 * the web's texts name the id). Missions are never deleted (claims name them): disabling hides one from
 * the list and refuses its claims at once; a claim pays the reward as it is at the claim.
 */
export function missionsCatalogue(now: () => number): CatalogueEditor<MissionItem> {
  return {
    name: MISSIONS_CATALOGUE,
    title: 'Missions',
    schema: ZMissionItem,
    fields: ['id', 'section', 'kind', 'target', 'coin', 'reward', 'sort'],
    idField: 'id',
    async list(db, offset, limit) {
      const { rows, total } = await missionDefs.page(db, offset, limit);
      return { rows: rows.map((m) => ({ id: m.id, disabled: m.disabled, item: itemOf(m) })), total };
    },
    async get(db, id) {
      const mission = await missionDefs.byId(db, id);
      return mission && { id: mission.id, disabled: mission.disabled, item: itemOf(mission) };
    },
    async check(db, item, id) {
      rewardUnits(item);
      if (id === undefined) return;
      if (item.id !== id) throw invalidField('item.id', 'cannot change: it is the id');
      const before = await existing(db, id);
      if (item.section !== before.section) throw invalidField('item.section', 'cannot change once created');
      if (item.kind !== before.kind) throw invalidField('item.kind', 'cannot change once created');
    },
    async create(trx, item) {
      if (await missionDefs.byId(trx, item.id)) throw invalidField('item.id', 'is taken', BodyCode.CONFLICT);
      await missionDefs.insertMissing(
        trx,
        [{ ...item, coin: item.coin as CoinName, reward_units: rewardUnits(item) }],
        now(),
      );
      return item.id;
    },
    async update(trx, id, item) {
      await existing(trx, id);
      await missionDefs.update(
        trx,
        id,
        { target: item.target, coin: item.coin, reward_units: rewardUnits(item), sort: item.sort },
        now(),
      );
    },
    async setDisabled(trx, id, disabled) {
      await existing(trx, id);
      await missionDefs.update(trx, id, { disabled: disabled ? 1 : 0 }, now());
    },
    preview(item) {
      return {
        id: item.id,
        section: item.section,
        kind: item.kind,
        target: item.target,
        progress: 0,
        state: 'in_progress',
        reward: { coin: item.coin, amount: item.reward },
        title_key: `${item.id}.title`,
        desc_key: `${item.id}.desc`,
      };
    },
  };
}
