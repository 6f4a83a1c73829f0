import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORTED_LOCALES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import {
  agentsMessages,
  followTasksMessages,
  honorMessages,
  investMessages,
  marketMessages,
  messageCentreMessages,
  messagesLocaleOf,
  NAMESPACES,
  PARTIAL_NAMESPACES,
  petgameMessages,
  playerMessages,
  postsMessages,
  searchMessages,
  stakeMessages,
  tasklibMessages,
} from './messages';

const MESSAGES_DIR = join(import.meta.dirname, '..', '..', 'messages');
const REFERENCE_LOCALE = 'en-US';

type Messages = { [key: string]: string | Messages };

function fileOf(locale: string, namespace: string): string {
  return join(MESSAGES_DIR, locale, `${namespace}.json`);
}

function readMessages(locale: string, namespace: string): Messages {
  return JSON.parse(readFileSync(fileOf(locale, namespace), 'utf8')) as Messages;
}

/** Every leaf as [dotted key path, value]. */
function flatten(messages: Messages, prefix = ''): Array<[string, unknown]> {
  return Object.entries(messages).flatMap(([key, value]): Array<[string, unknown]> => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? flatten(value, path)
      : [[path, value]];
  });
}

/**
 * The argument names of an ICU message: `{name}` and `{name, type, ...}`. Plural and select branch
 * bodies (`one {# item}`) are messages themselves and are scanned for their own arguments.
 */
function placeholders(message: string): Set<string> {
  const names = new Set<string>();
  let i = 0;

  function skipSpace() {
    while (i < message.length && /\s/.test(message.charAt(i))) i++;
  }
  function word(): string {
    const start = i;
    while (i < message.length && /[^\s{},]/.test(message.charAt(i))) i++;
    return message.slice(start, i);
  }
  /** Message text up to (and consuming) the `}` that closes it, or to the end. */
  function text() {
    while (i < message.length) {
      const c = message.charAt(i++);
      if (c === '}') return;
      if (c === '{') argument();
    }
  }
  /** After a `{`: the name, then an optional type and style or branches, up to the closing `}`. */
  function argument() {
    skipSpace();
    const name = word();
    if (name) names.add(name);
    skipSpace();
    if (message.charAt(i) !== ',') {
      if (message.charAt(i) === '}') i++;
      return;
    }
    i++;
    skipSpace();
    const type = word();
    skipSpace();
    if (type === 'plural' || type === 'select' || type === 'selectordinal') {
      if (message.charAt(i) === ',') i++;
      while (i < message.length) {
        skipSpace();
        if (message.charAt(i) === '}') {
          i++;
          return;
        }
        if (message.charAt(i) === '{') {
          i++;
          text();
        } else if (!word()) {
          i++;
        }
      }
      return;
    }
    // number/date/time with an optional style: skip to the matching `}`.
    let depth = 1;
    while (i < message.length && depth > 0) {
      const c = message.charAt(i++);
      if (c === '{') depth++;
      if (c === '}') depth--;
    }
  }

  while (i < message.length) {
    const c = message.charAt(i++);
    if (c === '{') argument();
  }
  return names;
}

describe('ICU placeholder extraction (test helper)', () => {
  it.each<[string, string[]]>([
    ['no placeholders', []],
    ['{count} players', ['count']],
    ['Up to {amount} for { name }', ['amount', 'name']],
    ['{count, plural, one {# item} other {# items for {who}}}', ['count', 'who']],
    ['{gender, select, male {He} female {She} other {They}} won {prize, number, ::currency/USD}', ['gender', 'prize']],
  ])('%j -> %j', (message, expected) => {
    expect([...placeholders(message)].sort()).toEqual(expected.sort());
  });
});

describe('messages', () => {
  it('lists the namespaces common, home, auth, wallet, ops, shell, meta, startup, errors, legal, guide, settings, houseGames, games, vip, luckybear, luckybearSignIn, payments, missions, tasklib, gifts, invites, invest, pets, agents, stake, luckycodes, landing, petgame, search, messages, followTasks, stock, profiles, market, honor and posts', () => {
    expect(NAMESPACES).toEqual([
      'common',
      'home',
      'auth',
      'wallet',
      'ops',
      'shell',
      'meta',
      'startup',
      'errors',
      'legal',
      'guide',
      'settings',
      'houseGames',
      'games',
      'vip',
      'luckybear',
      'luckybearSignIn',
      'payments',
      'missions',
      'tasklib',
      'gifts',
      'invites',
      'invest',
      'pets',
      'agents',
      'stake',
      'luckycodes',
      'landing',
      'petgame',
      'search',
      'messages',
      'followTasks',
      'stock',
      'profiles',
      'market',
      'honor',
      'posts',
    ]);
  });

  it('the task library texts go to its own pages only (tasklibMessages), not every player page', () => {
    const all = { common: { a: '1' }, ops: { b: '2' }, houseGames: { c: '3' }, tasklib: { d: '4' } };
    expect(playerMessages(all)).toEqual({ common: { a: '1' } });
    expect(tasklibMessages(all)).toEqual({ common: { a: '1' }, tasklib: { d: '4' } });
  });

  it('the message centre texts go to its pages only (messageCentreMessages)', () => {
    const all = { common: { a: '1' }, invest: { e: '5' }, messages: { m: '6' } };
    expect(playerMessages(all)).toEqual({ common: { a: '1' } });
    expect(messageCentreMessages(all)).toEqual({ common: { a: '1' }, messages: { m: '6' } });
  });

  it('the invest texts go to the invest pages only (investMessages)', () => {
    const all = { common: { a: '1' }, tasklib: { d: '4' }, invest: { e: '5' } };
    expect(playerMessages(all)).toEqual({ common: { a: '1' } });
    expect(investMessages(all)).toEqual({ common: { a: '1' }, invest: { e: '5' } });
  });

  it('the agents texts go to the agents pages only (agentsMessages), not every player page', () => {
    const all = { common: { a: '1' }, ops: { b: '2' }, agents: { e: '5' } };
    expect(playerMessages(all)).toEqual({ common: { a: '1' } });
    expect(agentsMessages(all)).toEqual({ common: { a: '1' }, agents: { e: '5' } });
  });

  it('the pool, dividend and vote texts go to their own pages only (stakeMessages), not every player page', () => {
    const all = { common: { a: '1' }, stake: { s: '5' }, tasklib: { d: '4' } };
    expect(playerMessages(all)).toEqual({ common: { a: '1' } });
    expect(stakeMessages(all)).toEqual({ common: { a: '1' }, stake: { s: '5' } });
  });

  it('the pet game and NFT roll texts go to their own pages only (petgameMessages)', () => {
    const all = { common: { a: '1' }, pets: { p: '2' }, petgame: { g: '3' }, stake: { s: '5' } };
    expect(playerMessages(all)).toEqual({ common: { a: '1' }, pets: { p: '2' } });
    expect(petgameMessages(all)).toEqual({ common: { a: '1' }, pets: { p: '2' }, petgame: { g: '3' } });
  });

  it('the follow-task texts go to their page only (followTasksMessages), not every player page', () => {
    const all = { common: { a: '1' }, followTasks: { f: '7' } };
    expect(playerMessages(all)).toEqual({ common: { a: '1' } });
    expect(followTasksMessages(all)).toEqual({ common: { a: '1' }, followTasks: { f: '7' } });
  });

  it('the search texts go to the search page only (searchMessages), not every player page', () => {
    const all = { common: { a: '1' }, search: { q: '6' } };
    expect(playerMessages(all)).toEqual({ common: { a: '1' } });
    expect(searchMessages(all)).toEqual({ common: { a: '1' }, search: { q: '6' } });
  });

  it('the market texts go to the market pages and the pet page only (marketMessages), not every player page', () => {
    const all = { common: { a: '1' }, market: { m: '6' }, invest: { e: '5' } };
    expect(playerMessages(all)).toEqual({ common: { a: '1' } });
    expect(marketMessages(all)).toEqual({ common: { a: '1' }, market: { m: '6' } });
  });

  it('the honor texts go to the honor pages only (honorMessages), not every player page', () => {
    const all = { common: { a: '1' }, honor: { h: '8' }, market: { m: '6' } };
    expect(playerMessages(all)).toEqual({ common: { a: '1' } });
    expect(honorMessages(all)).toEqual({ common: { a: '1' }, honor: { h: '8' } });
  });

  it('the posts and library texts go to their own pages only (postsMessages), not every player page', () => {
    const all = { common: { a: '1' }, posts: { p: '8' }, market: { m: '6' } };
    expect(playerMessages(all)).toEqual({ common: { a: '1' } });
    expect(postsMessages(all)).toEqual({ common: { a: '1' }, posts: { p: '8' } });
  });

  it('has a directory for every supported locale', () => {
    for (const locale of SUPPORTED_LOCALES) expect(existsSync(join(MESSAGES_DIR, locale))).toBe(true);
  });

  // A namespace translated into some locales only (PARTIAL_NAMESPACES) is checked in those.
  const cases = SUPPORTED_LOCALES.flatMap((locale) =>
    NAMESPACES.filter((namespace) => messagesLocaleOf(namespace, locale) === locale).map(
      (namespace) => [locale, namespace] as const,
    ),
  );

  describe('the operator console (ops) is English and Vietnamese; the other locales show English', () => {
    it('has ops files for en-US and vi-VN only', () => {
      expect(PARTIAL_NAMESPACES.ops).toEqual(['en-US', 'vi-VN']);
      for (const locale of SUPPORTED_LOCALES) {
        expect(existsSync(fileOf(locale, 'ops')), locale).toBe(locale === 'en-US' || locale === 'vi-VN');
      }
    });

    it.each([
      ['vi-VN', 'vi-VN'],
      ['en-US', 'en-US'],
      ['ja-JP', 'en-US'],
      ['pt-BR', 'en-US'],
    ] as const)('ops in %s is read from %s', (locale, from) => {
      expect(messagesLocaleOf('ops', locale)).toBe(from);
    });

    it('every other namespace is read from the locale itself', () => {
      expect(messagesLocaleOf('wallet', 'ja-JP')).toBe('ja-JP');
    });
  });

  describe.each(cases)('%s/%s.json', (locale, namespace) => {
    it('exists', () => {
      expect(existsSync(fileOf(locale, namespace))).toBe(true);
    });

    it(`has exactly the same nested keys as ${REFERENCE_LOCALE}`, () => {
      const reference = flatten(readMessages(REFERENCE_LOCALE, namespace)).map(([key]) => key);
      const keys = flatten(readMessages(locale, namespace)).map(([key]) => key);
      expect(keys.sort()).toEqual(reference.sort());
    });

    it('has only non-empty strings as values', () => {
      for (const [key, value] of flatten(readMessages(locale, namespace))) {
        expect(typeof value, key).toBe('string');
        expect(String(value).trim(), key).not.toBe('');
      }
    });

    it(`uses every ICU placeholder of the ${REFERENCE_LOCALE} string`, () => {
      const translated = new Map(flatten(readMessages(locale, namespace)));
      for (const [key, value] of flatten(readMessages(REFERENCE_LOCALE, namespace))) {
        const expected = [...placeholders(String(value))].sort();
        const actual = [...placeholders(String(translated.get(key) ?? ''))];
        expect(actual, `${locale}/${namespace}.json ${key}`).toEqual(expect.arrayContaining(expected));
      }
    });
  });
});
