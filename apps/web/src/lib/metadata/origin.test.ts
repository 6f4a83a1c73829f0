import { describe, expect, it } from 'vitest';
import { siteOrigin } from './origin';

const headers = (values: Record<string, string>) => new Headers(values);

describe('siteOrigin', () => {
  it.each<[string, Record<string, string>, Record<string, string | undefined>, string]>([
    [
      'SITE_ORIGIN wins',
      { host: 'evil.example' },
      { SITE_ORIGIN: 'https://play.example/some/path' },
      'https://play.example',
    ],
    ['a bad SITE_ORIGIN is ignored', { host: 'a.example' }, { SITE_ORIGIN: 'ftp://x' }, 'http://a.example'],
    ['the Host header', { host: '127.0.0.1:13180' }, {}, 'http://127.0.0.1:13180'],
    [
      'the proxy headers',
      { host: 'internal:3000', 'x-forwarded-host': 'Play.Example', 'x-forwarded-proto': 'https' },
      {},
      'https://play.example',
    ],
    [
      'the first of a forwarded list',
      { 'x-forwarded-host': 'a.example, b.example', 'x-forwarded-proto': 'https,http' },
      {},
      'https://a.example',
    ],
    ['an IPv6 host', { host: '[::1]:3000' }, {}, 'http://[::1]:3000'],
    ['a host with a path is not trusted', { host: 'a.example/evil' }, {}, 'http://localhost'],
    ['a host with a user part is not trusted', { host: 'user@a.example' }, {}, 'http://localhost'],
    ['an odd proto is plain http', { host: 'a.example', 'x-forwarded-proto': 'javascript' }, {}, 'http://a.example'],
    ['no host at all', {}, {}, 'http://localhost'],
  ])('%s', (_label, values, env, expected) => {
    expect(siteOrigin(headers(values), env)).toBe(expected);
  });
});
