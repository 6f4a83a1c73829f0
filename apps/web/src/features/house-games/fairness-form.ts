import type {
  CrashOutcome,
  DiceDirection,
  DiceOutcome,
  HouseGameId,
  MinesOutcome,
  TigerOutcome,
  WheelOutcome,
  WheelRisk,
} from './outcomes';

/** The fairness form's game settings, as typed (text fields), for every game at once. */
export interface SettingsFields {
  crashTarget: string;
  diceTarget: string;
  diceDirection: DiceDirection;
  minesCount: string;
  /** Cells 1-25 as the player counts them, comma separated. */
  minesPicks: string;
  wheelRisk: WheelRisk;
}

export const DEFAULT_SETTINGS: SettingsFields = {
  crashTarget: '2',
  diceTarget: '50',
  diceDirection: 'under',
  minesCount: '3',
  minesPicks: '7, 13, 19',
  wheelRisk: 'medium',
};

/** The engine's params of a game from the form (the engine itself checks them and names a bad one). */
export function paramsOf(gameId: HouseGameId, fields: SettingsFields): unknown {
  switch (gameId) {
    case 'house-crash':
      return { target: Number(fields.crashTarget) };
    case 'house-dice':
      return { target: Number(fields.diceTarget), direction: fields.diceDirection };
    case 'house-mines':
      return {
        mines: Number(fields.minesCount),
        picks: fields.minesPicks
          .split(/[\s,;]+/)
          .filter(Boolean)
          .map((cell) => Number(cell) - 1),
      };
    case 'house-wheel':
      return { risk: fields.wheelRisk };
    default:
      return {};
  }
}

/**
 * The form's settings of a played round, read back from its outcome (every outcome repeats the
 * params it was played with; the mines count is the number of mines placed).
 */
export function settingsFromOutcome(gameId: HouseGameId, outcome: unknown): Partial<SettingsFields> {
  if (!outcome || typeof outcome !== 'object') return {};
  switch (gameId) {
    case 'house-crash':
      return { crashTarget: String((outcome as CrashOutcome).target) };
    case 'house-dice': {
      const dice = outcome as DiceOutcome;
      return { diceTarget: String(dice.target), diceDirection: dice.direction };
    }
    case 'house-mines': {
      const mines = outcome as MinesOutcome;
      return { minesCount: String(mines.minePositions.length), minesPicks: mines.picks.map((c) => c + 1).join(', ') };
    }
    case 'house-wheel':
      return { wheelRisk: (outcome as WheelOutcome).risk };
    default:
      return {};
  }
}

/** The values of the outcome's one-line summary (houseGames.fairness.summary.<game>). */
export function summaryOf(
  gameId: HouseGameId,
  outcome: unknown,
): { key: string; values: Record<string, string | number> } {
  switch (gameId) {
    case 'house-tiger': {
      const tiger = outcome as TigerOutcome;
      return { key: 'tiger', values: { stops: tiger.stops.join(' · '), lines: tiger.lineWins.length } };
    }
    case 'house-crash': {
      const crash = outcome as CrashOutcome;
      return {
        key: 'crash',
        values: { point: crash.crashPoint.toFixed(2), target: crash.target.toFixed(2), won: String(crash.cashedOut) },
      };
    }
    case 'house-dice': {
      const dice = outcome as DiceOutcome;
      return {
        key: 'dice',
        values: {
          roll: dice.roll.toFixed(2),
          direction: dice.direction,
          target: dice.target.toFixed(2),
          won: String(dice.win),
        },
      };
    }
    case 'house-mines': {
      const mines = outcome as MinesOutcome;
      return {
        key: 'mines',
        values: { mines: mines.minePositions.map((c) => c + 1).join(', '), won: String(mines.win) },
      };
    }
    default: {
      const wheel = outcome as WheelOutcome;
      return { key: 'wheel', values: { segment: wheel.segmentIndex + 1, count: wheel.segmentCount } };
    }
  }
}
