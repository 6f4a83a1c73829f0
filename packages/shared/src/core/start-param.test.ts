import { describe, expect, it } from 'vitest';
import { encodeStartParam, parseStartParam } from './start-param';

describe('parseStartParam (spec 3: start parameter fields from, m, path, dialog)', () => {
  it.each([
    [
      'base64url JSON with all four fields',
      encodeStartParam({ from: 'ads1', m: '42', path: '/wallet', dialog: 'share' }),
      { from: 'ads1', m: '42', path: '/wallet', dialog: 'share' },
    ],
    ['the pair form', 'from-ads1__m-42__dialog-share', { from: 'ads1', m: '42', path: '', dialog: 'share' }],
    ['empty', '', { from: '', m: '', path: '', dialog: '' }],
    ['unknown keys are ignored', 'x-1__from-tg', { from: 'tg', m: '', path: '', dialog: '' }],
    [
      'a path to another origin is dropped',
      encodeStartParam({ path: '//evil.example/x' }),
      { from: '', m: '', path: '', dialog: '' },
    ],
    [
      'a path without a leading slash is dropped',
      encodeStartParam({ path: 'wallet' }),
      { from: '', m: '', path: '', dialog: '' },
    ],
    [
      'unsafe characters drop the field',
      encodeStartParam({ from: '<script>' }),
      { from: '', m: '', path: '', dialog: '' },
    ],
    ['over 512 characters gives nothing', `from-${'a'.repeat(600)}`, { from: '', m: '', path: '', dialog: '' }],
  ])('%s', (_name, raw, expected) => {
    expect(parseStartParam(raw)).toEqual(expected);
  });

  it('encodes only characters the messenger allows', () => {
    expect(encodeStartParam({ from: 'ads', path: '/task/welfare?productId=1' })).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});
