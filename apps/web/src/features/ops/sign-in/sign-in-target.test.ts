import { describe, expect, it } from 'vitest';
import { nextAfterSignIn } from './sign-in-target';

describe('nextAfterSignIn', () => {
  it.each([
    ['/en-US/ops/audit', '/en-US/ops/audit'],
    ['/en-US/ops/operators?x=1', '/en-US/ops/operators?x=1'],
    [null, '/en-US/ops'],
    ['/en-US/ops', '/en-US/ops'],
    ['/en-US/ops/sign-in?reason=expired', '/en-US/ops'],
    ['/en-US/wallet', '/en-US/ops'],
    ['https://evil.example/en-US/ops/audit', '/en-US/ops'],
    ['/en-US/ops//evil.example', '/en-US/ops'],
    ['/vi-VN/ops/audit', '/en-US/ops'],
  ])('%s -> %s', (next, expected) => {
    expect(nextAfterSignIn(next, 'en-US')).toBe(expected);
  });
});
