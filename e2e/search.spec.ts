import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';

/**
 * Search (issue 18 item 5) against the real API's index at 375x812: from home's search button, a game
 * found by a word of its name, the filters, a hit opened and the way back with the keyword kept; a
 * keyword of the index's own syntax is read as words.
 */

/** Set SHOTS_DIR to keep 375 px screenshots (e.g. SHOTS_DIR=docs/screenshots/search). */
const SHOTS_DIR = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 10_000 });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png` });
}

test.use({ viewport: { width: 375, height: 812 } });

test('home’s search finds a game by a word of its name, filters by kind, opens it, and back keeps the search', async ({
  page,
}) => {
  await page.goto('/en-US');
  await page.getByTestId('home-search').click();
  await expect(page).toHaveURL(/\/en-US\/search$/);
  await expect(page.getByTestId('search-idle')).toBeVisible();
  await shot(page, 'search-idle-en-US');

  await page.getByTestId('search-box').fill('tiger');
  const hit = page.getByTestId('search-hit-game-house-tiger');
  await expect(hit).toBeVisible();
  await expect(hit).toContainText('Game');
  await expect(page).toHaveURL(/\/en-US\/search\?q=tiger$/);
  await shot(page, 'search-results-en-US');

  await page.getByTestId('search-filter-product').click();
  await expect(page.getByTestId('search-filter-product')).toHaveAttribute('aria-pressed', 'true');
  await expect(hit).toHaveCount(0);
  await expect(page).toHaveURL(/\/en-US\/search\?q=tiger&kind=product$/);
  await page.getByTestId('search-filter-game').click();
  await expect(hit).toBeVisible();
  await expect(page).toHaveURL(/\/en-US\/search\?q=tiger&kind=game$/);

  await hit.click();
  await expect(page).toHaveURL(/\/en-US\/win\/game\/house-tiger/);
  await page.goBack();
  await expect(page).toHaveURL(/\/en-US\/search\?q=tiger&kind=game$/);
  await expect(page.getByTestId('search-box')).toHaveValue('tiger');
  await expect(page.getByTestId('search-hit-game-house-tiger')).toBeVisible();
});

test('a keyword with no match, or made of the index’s query syntax, shows the empty state, not an error', async ({
  page,
}) => {
  await page.goto('/en-US/search?q=zzqxjv');
  await expect(page.getByTestId('search-empty')).toContainText('Nothing found for “zzqxjv”');
  await page.getByTestId('search-box').fill('" OR 1=1 -- NEAR(');
  await expect(page.getByTestId('search-empty')).toBeVisible();
  await expect(page.getByTestId('search-error')).toHaveCount(0);
});

test('the search page in Japanese and Thai: translated, whole at 375 px', async ({ page }) => {
  for (const [locale, title] of [
    ['ja-JP', '検索'],
    ['th-TH', 'ค้นหา'],
  ] as const) {
    await page.goto(`/${locale}/search?q=tiger`);
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(page.getByTestId('search-hit-game-house-tiger')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await shot(page, `search-results-${locale}`);
  }
});
