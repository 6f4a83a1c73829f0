import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, paramsOf, settingsFromOutcome, summaryOf } from './fairness-form';

describe('paramsOf', () => {
  it.each([
    ['house-tiger', {}],
    ['house-crash', { target: 2 }],
    ['house-dice', { target: 50, direction: 'under' }],
    ['house-mines', { mines: 3, picks: [6, 12, 18] }],
    ['house-wheel', { risk: 'medium' }],
  ] as const)('%s from the default form -> %j', (game, params) => {
    expect(paramsOf(game, DEFAULT_SETTINGS)).toEqual(params);
  });

  it('reads picked cells counted from 1, with any separator', () => {
    expect(paramsOf('house-mines', { ...DEFAULT_SETTINGS, minesPicks: '1,2; 25  3' })).toEqual({
      mines: 3,
      picks: [0, 1, 24, 2],
    });
  });
});

describe('settingsFromOutcome', () => {
  it('gives back the params a round was played with', () => {
    const mines = { minePositions: [4, 9], picks: [0, 24], hitMine: null, win: true };
    expect(settingsFromOutcome('house-mines', mines)).toEqual({ minesCount: '2', minesPicks: '1, 25' });
    expect(paramsOf('house-mines', { ...DEFAULT_SETTINGS, ...settingsFromOutcome('house-mines', mines) })).toEqual({
      mines: 2,
      picks: [0, 24],
    });
    expect(settingsFromOutcome('house-dice', { roll: 3, target: 49.5, direction: 'over', win: false })).toEqual({
      diceTarget: '49.5',
      diceDirection: 'over',
    });
    expect(settingsFromOutcome('house-crash', { crashPoint: 1.2, target: 3, cashedOut: false })).toEqual({
      crashTarget: '3',
    });
    expect(settingsFromOutcome('house-wheel', { risk: 'high', segmentIndex: 1, segmentCount: 20 })).toEqual({
      wheelRisk: 'high',
    });
    expect(settingsFromOutcome('house-tiger', null)).toEqual({});
  });
});

describe('summaryOf', () => {
  it('numbers cells and segments from 1 for people', () => {
    expect(summaryOf('house-wheel', { risk: 'low', segmentIndex: 0, segmentCount: 20 }).values).toEqual({
      segment: 1,
      count: 20,
    });
    expect(summaryOf('house-mines', { minePositions: [0, 24], picks: [3], hitMine: null, win: true }).values).toEqual({
      mines: '1, 25',
      won: 'true',
    });
  });
});
