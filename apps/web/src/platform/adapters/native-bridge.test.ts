import { describe, expect, it } from 'vitest';
import { interpretNativeReply, NATIVE_REJECT_RET } from './native-bridge';

describe('interpretNativeReply (spec 8.4)', () => {
  it('ret 0 answers the data (object or JSON string)', () => {
    expect(interpretNativeReply('getLoginInfo', { ret: 0, data: { user_id: 1 } })).toEqual({ user_id: 1 });
    expect(interpretNativeReply('getLoginInfo', '{"ret":0,"data":{"user_id":2}}')).toEqual({ user_id: 2 });
  });

  it('ret 1002 rejects with the payload itself', () => {
    expect(NATIVE_REJECT_RET).toBe(1002);
    let thrown: unknown;
    try {
      interpretNativeReply('login', { ret: 1002, data: { reason: 'cancelled' } });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toEqual({ reason: 'cancelled' });
  });

  it.each([1, -1, 500, 1001])('any other non-zero ret (%i) is an Error "JsBridge [method] error"', (ret) => {
    expect(() => interpretNativeReply('logout', { ret, data: {} })).toThrow(new Error('JsBridge logout error'));
  });

  it.each([undefined, null, 'not json', '{}', { data: 1 }])('an unreadable reply (%j) is an error too', (raw) => {
    expect(() => interpretNativeReply('getLoginInfo', raw)).toThrow('JsBridge getLoginInfo error');
  });
});
