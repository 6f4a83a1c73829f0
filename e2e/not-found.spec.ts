import { expect, test } from '@playwright/test';

test.describe('unknown paths (issue 20 item 6)', () => {
  test('a locale-prefixed unknown path: HTTP 404, branded page with a real title and a way home', async ({ page }) => {
    const response = await page.goto('/en-US/nope');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found | Platform');
    const screen = page.getByTestId('not-found');
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(screen).toContainText('404');
    await screen.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/en-US$/);
  });

  test('an unknown path without a locale ends in 404 too, in the visitor’s locale', async ({ page }) => {
    const response = await page.goto('/nope');
    expect(response?.status()).toBe(404);
    expect(new URL(page.url()).pathname).toBe('/en-US/nope');
    await expect(page).toHaveTitle('Page not found | Platform');
  });

  test('deeper unknown paths and other locales: 404 with the translated page', async ({ request, page }) => {
    expect((await request.get('/en-US/wallet/nope/deeper')).status()).toBe(404);
    const response = await page.goto('/ru-RU/nope');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Страница не найдена | Platform');
    await expect(page.getByRole('link', { name: 'На главную' })).toBeVisible();
  });
});
