import { expect, test } from '@playwright/test';

const HOMEPAGE_PATH = '/game_tab/homepage';

test.describe('home page', () => {
  test.describe('a visitor whose browser language is not supported', () => {
    test.use({ locale: 'de-DE' });
    test('is sent from the root to the default locale, vi-VN', async ({ page }) => {
      const response = await page.goto('/');
      expect(new URL(page.url()).pathname).toBe('/vi-VN');
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'vi-VN');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chơi & kiếm thưởng');
    });
  });

  test('a visitor whose browser speaks English is sent from the root to en-US', async ({ page }) => {
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/en-US');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('a locale the visitor chose is kept in NEXT_LOCALE and wins over the browser language', async ({
    page,
    context,
  }) => {
    await page.goto('/ru-RU');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('ru-RU');
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/ru-RU');
  });

  test('shows products that came from the API, fetched with the common headers', async ({ page }) => {
    const apiResponse = page.waitForResponse((r) => r.url().endsWith(HOMEPAGE_PATH) && r.request().method() === 'POST');
    await page.goto('/en-US');
    const response = await apiResponse;
    const body = await response.json();
    expect(response.status()).toBe(200);
    expect(body.code).toBe(0);
    const firstProduct = body.data.tabs[0].products[0];
    expect(firstProduct.title).toBe('Tiger Slots');

    const headers = response.request().headers();
    expect(headers.platform).toBe('h5');
    expect(headers['xb-language']).toBe('en-US');
    expect(headers['country-code']).toBe('ph');
    expect(headers.nonce).toMatch(/^[A-Za-z0-9]{5}$/);
    expect(headers.ts).toMatch(/^\d{10}$/);

    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(body.data.tabs[0].products.length);
    await expect(cards.first()).toContainText('Tiger Slots');
    await expect(cards.first()).toContainText('18,420 players');
    await expect(cards.first()).toContainText('Up to $1.50');
  });

  test('switching tabs shows that tab’s products', async ({ page }) => {
    await page.goto('/en-US');
    await page.getByRole('tab', { name: 'New' }).click();
    await expect(page.getByRole('tab', { name: 'New' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('product-card').first()).toContainText('Crypto Quiz');
  });

  test('an unreachable API shows the error state, and retry recovers', async ({ page }) => {
    await page.route(`**${HOMEPAGE_PATH}`, (route) => route.abort('connectionrefused'));
    await page.goto('/en-US');
    const error = page.getByTestId('home-error');
    await expect(error).toBeVisible({ timeout: 15_000 });
    await expect(error).toContainText('Could not load games.');
    await expect(error).toContainText('Network error, please try again.');
    await page.unroute(`**${HOMEPAGE_PATH}`);
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('product-card').first()).toContainText('Tiger Slots');
  });

  test('an unknown path shows the localised not-found page with a way home', async ({ page }) => {
    await page.goto('/en-US/no/such/page');
    await expect(page.getByRole('heading', { name: 'This page could not be found.' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/en-US$/);
  });
});
