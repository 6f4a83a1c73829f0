import { BodyCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '@/lib/api/api-error';
import { DrawKey, drawRefusal } from './draw-key';

describe('DrawKey (one draw per press, whatever the network does)', () => {
  const keys = () => {
    let n = 0;
    return new DrawKey(() => `key-${++n}`);
  };

  it('keeps the key after a network failure, so the retry asks for the same draw', () => {
    const k = keys();
    expect(k.take()).toBe('key-1');
    k.settle(new ApiCallError('network', 'offline'));
    expect(k.take()).toBe('key-1');
  });

  it('takes a new key after an answer, a prize or a refusal', () => {
    const k = keys();
    k.take();
    k.settle();
    expect(k.take()).toBe('key-2');
    k.settle(new ApiCallError('business', 'no chance', { code: BodyCode.LUCKY_NO_CHANCE }));
    expect(k.take()).toBe('key-3');
  });
});

describe('drawRefusal', () => {
  it('names the refusals the screens word themselves, and nothing else', () => {
    expect(drawRefusal(new ApiCallError('business', 'x', { code: BodyCode.LUCKY_NO_CHANCE }))).toBe('no_chance');
    expect(drawRefusal(new ApiCallError('business', 'x', { code: BodyCode.LUCKY_DRAW_CLOSED }))).toBe('closed');
    expect(drawRefusal(new ApiCallError('business', 'x', { code: BodyCode.BALANCE_LACK }))).toBeNull();
    expect(drawRefusal(new ApiCallError('network', 'x'))).toBeNull();
  });
});
