import { mkdirSync } from 'node:fs';
import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { API_URL, apiCall, commonHeaders, newSession, type Session, storeSession } from './auth-helpers';

/**
 * Issue 12, "Done when": a new user, signed in, plays 10 rounds of each house game at 375 x 812, the
 * balance moves by exactly the bets and wins the rounds API lists, one round verifies on the fairness
 * page after the seed pair is rotated, and every round is in the history.
 *
 * SHOTS_DIR=docs/screenshots/games also saves each game mid-animation and at its result.
 *
 * The lobby, the game page with its frame and /win/history are another branch's (not merged here yet):
 * this spec opens each house game at the launch URL the API gives, as the frame would, and finds the
 * rounds through the rounds API that history shows.
 */
const SHOTS_DIR = process.env.SHOTS_DIR;
const ROUNDS_PER_GAME = 10;
const COIN = 'WH';

async function shot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

interface Round {
  id: string;
  gameId: string;
  bet: string;
  win: string;
  status: string;
  fair: { nonce: number; serverSeedHash: string } | null;
}

/** A GET of the casino group with the player's session. */
async function apiGet<T>(path: string, query: Record<string, string>, session: Session): Promise<T> {
  const response = await fetch(`${API_URL}${path}?${new URLSearchParams(query)}`, { headers: commonHeaders(session) });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(0);
  return body.data;
}

async function allRounds(session: Session): Promise<Round[]> {
  const rounds: Round[] = [];
  let cursor: string | null = null;
  do {
    const page: { list: Round[]; nextCursor: string | null } = await apiGet(
      '/casino/game/rounds',
      { limit: '100', ...(cursor ? { cursor } : {}) },
      session,
    );
    rounds.push(...page.list);
    cursor = page.nextCursor;
  } while (cursor);
  return rounds;
}

/** Exact decimal strings as integers of 10^-8 (no float on money). */
function units(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole + fraction.padEnd(8, '0').slice(0, 8));
}

async function balanceOf(session: Session): Promise<string> {
  const info = await apiCall<{ coins: { coin: string; money_all: string }[] }>(
    '/wallet/get_wallet_info',
    { str_amount: true },
    session,
  );
  expect(info.code, info.msg).toBe(0);
  return String(info.data.coins.find((c) => c.coin === COIN)?.money_all ?? '0');
}

/** The house client's address from /casino/game/launch: a path of this site, /{locale}/house/<game>?token=... */
async function launchUrl(session: Session, gameId: string): Promise<string> {
  const answer = await apiCall<{ url: string }>('/casino/game/launch', { gameId, coin: COIN }, session);
  expect(answer.code, answer.msg).toBe(0);
  expect(answer.data.url).toMatch(new RegExp(`^/en-US/house/${gameId}\\?`));
  return answer.data.url;
}

/** Where the game is: the page itself, or the game page's frame. */
type GameScope = Page | FrameLocator;

/** Opens a house game as its launch URL; the game page would show the same URL in its frame. */
async function openGame(page: Page, gameId: string): Promise<GameScope> {
  await page.goto(await launchUrl(player, gameId));
  return page;
}

/** Plays one round: taps play and waits until the board has shown its result. */
async function playRound(game: GameScope, expectedRounds: number) {
  await game.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(game.locator('main[data-rounds]')).toHaveAttribute('data-rounds', String(expectedRounds), {
    timeout: 15_000,
  });
}

/** Each game's own settings before its rounds (the defaults for the others). */
const SETUP: Record<string, (game: GameScope) => Promise<void>> = {
  'house-tiger': async () => undefined,
  'house-crash': async (game) => {
    await game.getByRole('button', { name: '1.50×' }).click();
  },
  'house-dice': async (game) => {
    await game.getByRole('button', { name: /^Over/ }).click();
  },
  'house-mines': async (game) => {
    // Two cells more with the default three mines.
    await game.getByTestId('mines-cell-0').click();
    await game.getByTestId('mines-cell-24').click();
  },
  'house-wheel': async (game) => {
    await game.getByRole('button', { name: 'Low' }).click();
  },
};

let player: Session;

test.describe('house games', () => {
  test.beforeAll(async () => {
    player = await newSession();
  });

  test('a new player plays 10 rounds of each house game and the balance moves by exactly the bets and wins', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await storeSession(page, player);
    await page.goto('/en-US');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const before = await balanceOf(player);

    let played = 0;
    let lastGame: GameScope = page;
    for (const gameId of Object.keys(SETUP)) {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      const game = await openGame(page, gameId);
      await expect(game.getByTestId('house-balance')).toContainText(COIN);
      await SETUP[gameId]?.(game);
      // The first round animates (and is photographed mid-way); the others jump to their result.
      await game.getByRole('button', { name: 'Play', exact: true }).click();
      if (SHOTS_DIR) {
        // Mid-way through the motion (a very low crash point may already be over: the shot shows it).
        await page.waitForTimeout(gameId === 'house-wheel' ? 1500 : 500);
        await shot(page, `${gameId}-playing`);
      }
      await expect(game.locator('main[data-rounds]')).toHaveAttribute('data-rounds', '1', { timeout: 15_000 });
      if (SHOTS_DIR) {
        // After the win's count-up.
        await page.waitForTimeout(1200);
        await shot(page, `${gameId}-result`);
      }
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (let round = 2; round <= ROUNDS_PER_GAME; round++) await playRound(game, round);
      played += ROUNDS_PER_GAME;
      // The game shows the balance the server answered with last.
      const shown = (await game.getByTestId('house-balance').textContent()) ?? '';
      expect(units(shown.replace(` ${COIN}`, ''))).toBe(units(await balanceOf(player)));
      lastGame = game;
    }

    const rounds = await allRounds(player);
    expect(rounds).toHaveLength(played);
    for (const gameId of Object.keys(SETUP)) {
      expect(rounds.filter((r) => r.gameId === gameId && r.status === 'closed')).toHaveLength(ROUNDS_PER_GAME);
    }
    const bets = rounds.reduce((sum, r) => sum + units(r.bet), 0n);
    const wins = rounds.reduce((sum, r) => sum + units(r.win), 0n);
    expect(units(await balanceOf(player))).toBe(units(before) - bets + wins);

    // Rotating the seed pair in the game reveals the seed of every round played so far.
    const game = lastGame;
    await game.getByTestId('fair-panel').locator('summary').click();
    const hashBefore = await game.getByTestId('fair-hash').textContent();
    await game.getByRole('button', { name: /New server seed/ }).click();
    await expect(game.getByTestId('fair-previous-seed')).not.toBeEmpty();
    await expect(game.getByTestId('fair-hash')).not.toHaveText(hashBefore ?? '');
    await expect(game.getByTestId('fair-nonce')).toHaveText('0');

    // The last round (a wheel round) verifies in the browser from its id alone.
    const last = rounds[0] as Round;
    await page.goto(`/en-US/win/fairness?round=${last.id}`);
    await expect(page.getByTestId('fairness-serverSeed')).not.toHaveValue('');
    await expect(page.getByTestId('fairness-nonce')).toHaveValue(String(last.fair?.nonce));
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByTestId('fairness-hash-check')).toHaveAttribute('data-matches', 'true');
    const multiplier = Number(last.win) / Number(last.bet);
    await expect(page.getByTestId('fairness-multiplier')).toHaveText(`${multiplier}×`);
    await shot(page, 'fairness-verified');
  });
});
