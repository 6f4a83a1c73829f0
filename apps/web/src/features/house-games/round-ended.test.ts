import { afterEach, describe, expect, it, vi } from 'vitest';
import { postRoundEnded } from './round-ended';

afterEach(() => vi.unstubAllGlobals());

describe('postRoundEnded', () => {
  it("tells the parent window, on this site's origin only", () => {
    const postMessage = vi.fn();
    const parent = { postMessage };
    vi.stubGlobal('window', { parent, location: { origin: 'https://casino.example' } });
    postRoundEnded('house-dice', 'r1');
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'round-ended', gameId: 'house-dice', roundId: 'r1' },
      'https://casino.example',
    );
  });

  it('says nothing when the game is not in a frame', () => {
    const postMessage = vi.fn();
    const self: { parent?: unknown; postMessage: typeof postMessage; location: { origin: string } } = {
      postMessage,
      location: { origin: 'https://casino.example' },
    };
    self.parent = self;
    vi.stubGlobal('window', self);
    postRoundEnded('house-dice', 'r1');
    expect(postMessage).not.toHaveBeenCalled();
  });
});
