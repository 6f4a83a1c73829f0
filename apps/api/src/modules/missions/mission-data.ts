import { MISSION_EVENT_KINDS, MISSION_SECTIONS, ZMissionId } from '@app/shared/missions/mission-contracts';
import { COIN_NAMES } from '@app/shared/wallet/coins';
import { z } from 'zod';
import rows from './data/missions.json' with { type: 'json' };

/**
 * The missions' definitions (data/missions.json), checked when the module loads so a bad edit fails at
 * start rather than at a player's claim. Texts are translation keys `<id>.title` / `<id>.desc` in the
 * web app's `missions` namespace; rewards are base units of the coin, paid from the rewards account.
 */
const ZMissionDefinition = z.object({
  id: ZMissionId,
  section: z.enum(MISSION_SECTIONS),
  kind: z.enum(MISSION_EVENT_KINDS),
  target: z.number().int().positive().max(1000),
  coin: z.enum(COIN_NAMES),
  reward_units: z.number().int().positive(),
  disabled: z.boolean().optional(),
});
export type MissionDefinition = z.infer<typeof ZMissionDefinition>;

function load(): MissionDefinition[] {
  const list = z.array(ZMissionDefinition).parse(rows);
  const ids = list.map((m) => m.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice) throw new Error(`missions.json: mission ${twice} is listed twice`);
  return list.filter((m) => !m.disabled);
}

export const MISSIONS: readonly MissionDefinition[] = load();
