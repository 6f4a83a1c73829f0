import { describe, expect, it, vi } from 'vitest';
import { type FrameWindow, postRoundEnded } from './round-ended';

const origin = 'https://casino.example';

describe('postRoundEnded', () => {
  it("tells the parent window, on this site's origin only", () => {
    const parent = { postMessage: vi.fn() };
    postRoundEnded('house-dice', 'r1', { parent, location: { origin } });
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'round-ended', gameId: 'house-dice', roundId: 'r1' },
      origin,
    );
  });

  it('says nothing when the game is not in a frame (its parent is itself)', () => {
    const postMessage = vi.fn();
    const top: FrameWindow & { postMessage: typeof postMessage } = {
      postMessage,
      location: { origin },
      parent: { postMessage },
    };
    top.parent = top;
    postRoundEnded('house-dice', 'r1', top);
    expect(postMessage).not.toHaveBeenCalled();
  });
});
