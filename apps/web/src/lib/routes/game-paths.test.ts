import { describe, expect, it } from 'vitest';
import { drawFairnessPath, fairnessPath, gamePagePath, inbetPath, winPath } from './game-paths';

describe('casino paths', () => {
  it('builds the lobby and its pages under the locale', () => {
    expect(winPath('vi-VN')).toBe('/vi-VN/win');
    expect(winPath('en-US', 'history')).toBe('/en-US/win/history');
    expect(winPath('en-US', 'limits')).toBe('/en-US/win/limits');
    expect(inbetPath('ru-RU')).toBe('/ru-RU/inbet');
    expect(inbetPath('ru-RU', 'money')).toBe('/ru-RU/inbet/money');
  });

  it('builds a game page with the area it was opened from, the id escaped', () => {
    expect(gamePagePath('en-US', 'house-tiger')).toBe('/en-US/win/game/house-tiger');
    expect(gamePagePath('en-US', 'house-tiger', 'inbet')).toBe('/en-US/win/game/house-tiger?from=inbet');
    expect(gamePagePath('en-US', 'a/b')).toBe('/en-US/win/game/a%2Fb');
  });

  it('opens the fairness page, with a round to verify when given', () => {
    expect(fairnessPath('en-US')).toBe('/en-US/win/fairness');
    expect(fairnessPath('en-US', 'r1')).toBe('/en-US/win/fairness?round=r1');
    expect(
      drawFairnessPath('en-US', {
        game: 'lucky-spin',
        serverSeedHash: 'ab',
        clientSeed: 'c d',
        nonce: 0,
        weights: [5, 3],
      }),
    ).toBe('/en-US/win/fairness?game=lucky-spin&serverSeedHash=ab&clientSeed=c+d&nonce=0&weights=5%2C3');
    // A lucky code's opening (issue 16) is checked on the same page, with its revealed seed.
    expect(
      drawFairnessPath('fr-FR', {
        game: 'lucky-code',
        serverSeed: 'ff',
        serverSeedHash: 'ab',
        clientSeed: 'c',
        nonce: 7,
        weights: [4000, 3000, 2000, 800, 200],
      }),
    ).toBe(
      '/fr-FR/win/fairness?game=lucky-code&serverSeed=ff&serverSeedHash=ab&clientSeed=c&nonce=7&weights=4000%2C3000%2C2000%2C800%2C200',
    );
  });
});
