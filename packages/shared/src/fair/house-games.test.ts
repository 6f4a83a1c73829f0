/// <reference types="node" />
// The reference vectors come from Node crypto; the shared package itself stays free of Node typings.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GameParamsError } from './engine';
import { houseCrash } from './house-crash';
import { houseDice } from './house-dice';
import { HOUSE_GAME_IDS, houseGame } from './house-games';
import { houseMines, minesMultiplier } from './house-mines';
import { evaluateLine, houseTiger } from './house-tiger';
import { houseWheel } from './house-wheel';
import { verifyRound } from './verify';

function refused(play: () => unknown, field: string) {
  try {
    play();
  } catch (error) {
    expect(error).toBeInstanceOf(GameParamsError);
    expect((error as GameParamsError).field).toBe(field);
    return;
  }
  throw new Error(`expected ${field} to be refused`);
}

describe('house games engines', () => {
  it('dice maps the float to a roll and pays over/under by its win chance', () => {
    const under = houseDice.validateParams({ target: 50, direction: 'under' });
    expect(houseDice.play([0.4999], under)).toMatchObject({ multiplier: 1.94, outcome: { roll: 49.99, win: true } });
    expect(houseDice.play([0.5], under)).toMatchObject({ multiplier: 0, outcome: { roll: 50, win: false } });
    const over = houseDice.validateParams({ target: 98, direction: 'over' });
    expect(houseDice.play([0.99999], over).outcome.roll).toBe(99.99);
    refused(() => houseDice.validateParams({ target: 0.5, direction: 'under' }), 'target');
    refused(() => houseDice.validateParams({ target: 50.123 }), 'target');
    refused(() => houseDice.validateParams({ target: 50, direction: 'sideways' }), 'direction');
  });

  it('crash pays the target when the crash point reaches it and the crash point follows 0.97 / (1 - f)', () => {
    expect(houseCrash.play([0], { target: 2 }).outcome.crashPoint).toBe(1);
    expect(houseCrash.play([0.515], { target: 2 })).toMatchObject({ multiplier: 2, outcome: { crashPoint: 2 } });
    expect(houseCrash.play([0.5], { target: 2 })).toMatchObject({ multiplier: 0, outcome: { cashedOut: false } });
    refused(() => houseCrash.validateParams({ target: 1 }), 'target');
    refused(() => houseCrash.validateParams({ target: 1001 }), 'target');
  });

  it('mines draws distinct mines and pays the count-based multiplier only when every pick is safe', () => {
    const params = houseMines.validateParams({ mines: 24, picks: [7] });
    const round = houseMines.play(new Array(24).fill(0), params);
    // Always taking the first free cell leaves the last cell, 24, as the only safe one.
    expect(new Set(round.outcome.minePositions).size).toBe(24);
    expect(round.outcome.minePositions).not.toContain(24);
    expect(round).toMatchObject({ multiplier: 0, outcome: { hitMine: 7, win: false } });
    expect(houseMines.play(new Array(24).fill(0), { mines: 24, picks: [24] }).multiplier).toBe(24.25);
    expect(minesMultiplier(1, 1)).toBe(1.0104);
    refused(() => houseMines.validateParams({ mines: 25, picks: [0] }), 'mines');
    refused(() => houseMines.validateParams({ mines: 3, picks: [1, 1] }), 'picks');
    refused(() => houseMines.validateParams({ mines: 3, picks: [25] }), 'picks');
    refused(() => houseMines.validateParams({ mines: 20, picks: [0, 1, 2, 3, 4, 5] }), 'picks');
  });

  it('wheel lands on the segment floor(f x 20) of the chosen risk ring', () => {
    expect(houseWheel.play([0.99], { risk: 'high' })).toMatchObject({
      multiplier: 19.4,
      outcome: { segmentIndex: 19 },
    });
    expect(houseWheel.play([0], { risk: 'high' }).multiplier).toBe(0);
    refused(() => houseWheel.validateParams({ risk: 'extreme' }), 'risk');
  });

  it('tiger counts left-to-right lines with the tiger as wild', () => {
    expect(evaluateLine(['tiger', 'tiger', 'dragon', 'dragon', 'J'])).toEqual({ symbol: 'dragon', count: 4, pay: 280 });
    expect(evaluateLine(['tiger', 'tiger', 'tiger', 'J', 'J'])).toEqual({ symbol: 'tiger', count: 3, pay: 175 });
    expect(evaluateLine(['A', 'K', 'A', 'A', 'A']).pay).toBe(0);
    const round = houseTiger.play([0, 0, 0, 0, 0], {});
    expect(round.outcome.grid).toHaveLength(5);
    expect(round.outcome.grid.every((reel) => reel.length === 3)).toBe(true);
    const total = round.outcome.lineWins.reduce((sum, win) => sum + win.pay, 0);
    expect(round.multiplier).toBe(total / 10);
    refused(() => houseTiger.validateParams({ lines: 5 }), 'params');
  });

  it('no round pays above the game maxMultiplier', () => {
    for (const id of HOUSE_GAME_IDS) {
      const game = houseGame(id);
      const top = game.play(new Array(game.floatsNeeded(game.defaultParams)).fill(0.999999), game.defaultParams);
      expect(top.multiplier).toBeLessThanOrEqual(game.maxMultiplier);
    }
  });

  it('verifyRound replays a round and checks the committed hash', async () => {
    const serverSeed = 'revealed-server-seed';
    const serverSeedHash = createHash('sha256').update(serverSeed).digest('hex');
    const round = {
      serverSeed,
      serverSeedHash,
      clientSeed: 'me',
      nonce: 3,
      gameId: 'house-wheel',
      params: { risk: 'low' },
    };
    const verified = await verifyRound(round);
    expect(verified.hashMatches).toBe(true);
    expect(await verifyRound(round)).toEqual(verified);
    expect((await verifyRound({ ...round, serverSeedHash: '00' })).hashMatches).toBe(false);
    await expect(verifyRound({ ...round, gameId: 'nope' })).rejects.toThrow('Unknown house game');
  });
});
