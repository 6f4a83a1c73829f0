import { describe, expect, it } from 'vitest';
import { constantTimeEqual, parseSignatureHeader } from './webhook-signature';

// The HMAC itself is bound on the server (apps/api payments provider/webhook-hmac.ts); the scheme's
// verification with a real HMAC is tested there. These are the pure parts.
const hex = (c: string) => c.repeat(64);

describe('parseSignatureHeader', () => {
  it.each([
    [`t=1700000000,v1=${hex('a')}`, { t: 1700000000, v1: [hex('a')] }],
    [`t=1700000000,v1=${hex('a')},v1=${hex('b')}`, { t: 1700000000, v1: [hex('a'), hex('b')] }],
    [`v1=${hex('a')}, t=5`, { t: 5, v1: [hex('a')] }],
    [`t=5,v0=zz,v1=${hex('c')}`, { t: 5, v1: [hex('c')] }],
  ])('%s', (header, parsed) => {
    expect(parseSignatureHeader(header)).toEqual(parsed);
  });

  it.each([
    ['', 'empty'],
    [`v1=${hex('a')}`, 'no t'],
    ['t=5', 'no v1'],
    [`t=5,t=6,v1=${hex('a')}`, 't twice'],
    [`t=abc,v1=${hex('a')}`, 't not a number'],
    [`t=5,v1=${hex('A')}`, 'upper-case hex'],
    ['t=5,v1=abc', 'short v1'],
    [`t=5,v1=${hex('a')},garbage`, 'a part without ='],
    [`t=5${`,v1=${hex('a')}`.repeat(9)}`, 'too many signatures'],
  ])('%s is malformed (%s)', (header) => {
    expect(parseSignatureHeader(header)).toBeNull();
  });
});

describe('constantTimeEqual', () => {
  it.each([
    ['abc', 'abc', true],
    ['abc', 'abd', false],
    ['abc', 'abcd', false],
    ['', '', true],
  ])('%s = %s -> %s', (a, b, equal) => {
    expect(constantTimeEqual(a, b)).toBe(equal);
  });
});
