import type { Locale } from '@app/shared';

/**
 * Translations are JSON per locale and page namespace (messages/<locale>/<namespace>.json).
 * Each namespace is its own module so a page can later load only what it shows.
 */
export const NAMESPACES = [
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
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * Namespaces translated only into some locales; the others show the en-US text. The operator console
 * (`ops`, issue 11) is for staff: English and Vietnamese (docs/decisions.md, issue 11 part C).
 */
export const PARTIAL_NAMESPACES: Partial<Record<Namespace, readonly Locale[]>> = { ops: ['en-US', 'vi-VN'] };

/** The locale whose file a namespace is read from: the locale's own, or en-US where it has none. */
export function messagesLocaleOf(namespace: Namespace, locale: Locale): Locale {
  const only = PARTIAL_NAMESPACES[namespace];
  return only && !only.includes(locale) ? 'en-US' : locale;
}

export async function loadMessages(locale: Locale): Promise<Record<Namespace, Record<string, unknown>>> {
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => {
      const from = messagesLocaleOf(ns, locale);
      return [ns, (await import(`../../messages/${from}/${ns}.json`)).default] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Namespace, Record<string, unknown>>;
}

type Messages = Record<string, unknown>;

/** What the players' pages send to the browser: everything but the console's and the game frame's messages. */
export function playerMessages(messages: Messages): Messages {
  // The games' texts go to the game frame and the fairness page only (each adds its own provider); the
  // task library's go to its own pages (tasklibMessages), as the invest pages' (investMessages), the
  // agents' pages' (agentsMessages), the pool, dividend and vote pages' (stakeMessages) and /petGame's and
  // /rollnft's (petgameMessages) do.
  // agents' pages' (agentsMessages), the pool, dividend and vote pages' (stakeMessages) and the market's
  // pages' (marketMessages) do, and the posts' and library's pages' (postsMessages).
  const {
    ops: _ops,
    houseGames: _houseGames,
    tasklib: _tasklib,
    invest: _invest,
    agents: _agents,
    stake: _stake,
    petgame: _petgame,
    search: _search,
    messages: _messages,
    followTasks: _followTasks,
    profiles: _profiles,
    market: _market,
    honor: _honor,
    posts: _posts,
    ...rest
  } = messages;
  return rest;
}

/** What the pool, dividend and vote pages send to the browser (issue 17): the players' messages and `stake`. */
export function stakeMessages(messages: Messages): Messages {
  return { ...playerMessages(messages), stake: messages.stake };
}

/** What /petGame and /rollnft send to the browser (issue 17): the players' messages (with `pets`) and `petgame`. */
export function petgameMessages(messages: Messages): Messages {
  return { ...playerMessages(messages), petgame: messages.petgame };
}

/**
 * What the task library's pages send to the browser (issue 15): the players' messages and their own
 * namespace, which the other pages do not carry (app/[locale]/(player)/... tasklib pages wrap their
 * screen in a provider with these).
 */
export function tasklibMessages(messages: Messages): Messages {
  return { ...playerMessages(messages), tasklib: messages.tasklib };
}

/** What the invest pages send to the browser (issue 17): the players' messages and their own namespace. */
export function investMessages(messages: Messages): Messages {
  return { ...playerMessages(messages), invest: messages.invest };
}

/** What the follow-task page sends to the browser (issue 18 item 2): the players' messages and `followTasks`. */
export function followTasksMessages(messages: Messages): Messages {
  return { ...playerMessages(messages), followTasks: messages.followTasks };
}

/** What the search page sends to the browser (issue 18 item 5): the players' messages and `search`. */
export function searchMessages(messages: Messages): Messages {
  return { ...playerMessages(messages), search: messages.search };
}

/** What the market's pages and the pet page (its Sell sheet) send to the browser (issue 17 item 2). */
export function marketMessages(messages: Messages): Messages {
  return { ...playerMessages(messages), market: messages.market };
}

/** What the honor pages send to the browser (issue 18 item 5): the players' messages and `honor`. */
export function honorMessages(messages: Messages): Messages {
  return { ...playerMessages(messages), honor: messages.honor };
}

/** What the agents' pages send to the browser (issue 16 item 4): the players' messages and `agents`. */
export function agentsMessages(messages: Messages): Messages {
  return { ...playerMessages(messages), agents: messages.agents };
}

/** What the house games' frame sends to the browser: the games' messages only. */
export function houseGamesMessages(messages: Messages): Messages {
  return { houseGames: messages.houseGames };
}

/** What the console's pages send to the browser: its own messages only. */
export function opsMessages(messages: Messages): Messages {
  return { ops: messages.ops };
}

/** What the message centre's pages send to the browser (issue 18 item 4): the players' messages and `messages`. */
export function messageCentreMessages(messages: Messages): Messages {
  return { ...playerMessages(messages), messages: messages.messages };
}

/** What the profile pages send to the browser (issue 18): the players' messages and `profiles`. */
export function profilesMessages(messages: Messages): Messages {
  return { ...playerMessages(messages), profiles: messages.profiles };
}

/** What the posts' pages and the library send to the browser (issue 18 item 3): the players' messages and `posts`. */
export function postsMessages(messages: Messages): Messages {
  return { ...playerMessages(messages), posts: messages.posts };
}
