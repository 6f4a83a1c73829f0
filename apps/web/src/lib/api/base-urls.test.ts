import { SERVICE_GROUP_IDS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_API_BASE_URL, resolveApiBaseUrls } from './base-urls';

describe('resolveApiBaseUrls', () => {
  /** Every group at `url`, except the given overrides (new groups join without editing these tests). */
  function allAt(url: string, overrides: Record<string, string> = {}) {
    return { ...Object.fromEntries(SERVICE_GROUP_IDS.map((group) => [group, url])), ...overrides };
  }

  it('defaults every service group to http://127.0.0.1:8080', () => {
    expect(DEFAULT_API_BASE_URL).toBe('http://127.0.0.1:8080');
    expect(resolveApiBaseUrls({})).toEqual(allAt('http://127.0.0.1:8080'));
  });

  it('has exactly one URL per service group', () => {
    expect(Object.keys(resolveApiBaseUrls({})).sort()).toEqual([...SERVICE_GROUP_IDS].sort());
  });

  it('treats an empty API_BASE_URL as unset', () => {
    expect(resolveApiBaseUrls({ API_BASE_URL: '' })).toEqual(resolveApiBaseUrls({}));
  });

  it.each([
    ['https://api.example.com', 'https://api.example.com'],
    ['https://api.example.com/', 'https://api.example.com'],
    ['https://api.example.com///', 'https://api.example.com'],
    ['https://api.example.com/gw/', 'https://api.example.com/gw'],
  ])('API_BASE_URL %j applies to every group with trailing slashes stripped', (value, expected) => {
    const urls = resolveApiBaseUrls({ API_BASE_URL: value });
    for (const group of SERVICE_GROUP_IDS) expect(urls[group]).toBe(expected);
  });

  it.each(SERVICE_GROUP_IDS)('API_BASE_URL_%s overrides that group only (trailing slash stripped)', (group) => {
    const env = {
      API_BASE_URL: 'https://api.example.com/',
      [`API_BASE_URL_${group.toUpperCase()}`]: 'https://own.example.com/x/',
    };
    const urls = resolveApiBaseUrls(env);
    expect(urls[group]).toBe('https://own.example.com/x');
    for (const other of SERVICE_GROUP_IDS.filter((g) => g !== group)) {
      expect(urls[other]).toBe('https://api.example.com');
    }
  });

  it('a per-group override applies on top of the default base too', () => {
    expect(resolveApiBaseUrls({ API_BASE_URL_TASKLIB: 'https://tasklib.example.com' })).toEqual(
      allAt('http://127.0.0.1:8080', { tasklib: 'https://tasklib.example.com' }),
    );
  });

  it('an empty per-group override falls back to the shared base', () => {
    expect(resolveApiBaseUrls({ API_BASE_URL: 'https://api.example.com', API_BASE_URL_TASKLIB: '' })).toEqual(
      allAt('https://api.example.com'),
    );
  });
});
