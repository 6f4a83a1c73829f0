import { MISSION_EVENT_KINDS, MISSION_SECTIONS, ZMissionId } from '@app/shared/missions/mission-contracts';
import { COIN_NAMES } from '@app/shared/wallet/coins';
import { z } from 'zod';
import rows from './data/missions.json' with { type: 'json' };

/**
 * The seed of the missions (data/missions.json), checked when the module loads so a bad edit fails at
 * start rather than at a player's claim. At every start the missions the database lacks join
 * (`syncMissions`); operators' edits stay. Rewards are base units of the coin, paid from the rewards
 * account; texts are translation keys `<id>.title` / `<id>.desc` in the web app's `missions` namespace.
 */
const ZMissionDefinition = z.object({
  id: ZMissionId,
  section: z.enum(MISSION_SECTIONS),
  kind: z.enum(MISSION_EVENT_KINDS),
  target: z.number().int().positive().max(1000),
  coin: z.enum(COIN_NAMES),
  reward_units: z.number().int().positive(),
});

/** A mission as the service uses it (from the mission_def table). */
export interface MissionDefinition extends Omit<z.infer<typeof ZMissionDefinition>, 'reward_units'> {
  /** Base units of `coin` (bigint: coins with many decimals pass 2^53 quickly). */
  reward_units: bigint;
  sort: number;
}

function load(): MissionDefinition[] {
  const list = z.array(ZMissionDefinition).parse(rows);
  const ids = list.map((m) => m.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice) throw new Error(`missions.json: mission ${twice} is listed twice`);
  return list.map((m, i) => ({ ...m, reward_units: BigInt(m.reward_units), sort: i * 10 }));
}

export const SEED_MISSIONS: readonly MissionDefinition[] = load();
