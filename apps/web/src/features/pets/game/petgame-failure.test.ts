import { BodyCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@/lib/api/api-error';
import { gameFailure } from './petgame-failure';

const refused = (code: number) => new ApiCallError('business', 'refused', { code });

describe('gameFailure: the words for a refused play or roll (modules/petgame/README.md)', () => {
  it('names the game’s own refusals from the petgame texts', () => {
    expect(gameFailure(refused(BodyCode.PETGAME_DAILY_CAP))).toEqual({ ns: 'petgame', key: 'cap' });
    expect(gameFailure(refused(BodyCode.PETGAME_RESTING))).toEqual({ ns: 'petgame', key: 'resting' });
  });

  it('leaves the pets’ refusals (and the rest) to the pets texts', () => {
    expect(gameFailure(refused(BodyCode.PET_NOT_YOURS))).toEqual({ ns: 'pets', key: 'not_yours' });
    expect(gameFailure(refused(BodyCode.BALANCE_LACK))).toEqual({ ns: 'pets', key: 'balance' });
    expect(gameFailure(new ApiCallError('network', 'offline'))).toEqual({ ns: 'pets', key: 'other' });
  });
});
