import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiCall, newSession, type Session, storeSession } from './auth-helpers';

/**
 * The stock drawers (issue 17 item 2, spec 2.5): from the wallet's coin rows a player buys KTHER with
 * KUSDT and sells some back through the swap engine at the market price (docs/market-stock.md), sees the
 * balances change; a buy above the balance opens the balance-lack dialog; a moved rate asks to confirm
 * again; the same drawers work from /market's stock tab. A new messenger user starts with the demo welcome bonus: 25 KTHER and 5 KUSDT; KTHER is
 * 0.0125 KUSDT, the swap fee 30 bps. SHOTS_DIR=docs/screenshots/stock keeps 375 px screenshots.
 */

test.use({ viewport: { width: 375, height: 812 } });

/** What the player sees (the viewport, not the full page: the drawers are fixed to its bottom). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  // A page opened directly shows the start-up splash over it for a moment.
  await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 10_000 });
  await page.screenshot({ path: `${dir}/${name}.png` });
}

async function balance(session: Session, coin: string): Promise<string> {
  const answer = await apiCall<{ list: { money_all: string }[] }>('/wallet/user_asset', { coin }, session);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.list[0]?.money_all ?? '';
}

async function openWallet(page: Page, session: Session, locale = 'en-US') {
  await storeSession(page, session);
  await page.goto(`/${locale}/wallet`);
  await expect(page.getByTestId('coin-KTHER').getByTestId('coin-amount')).toHaveText(/^25[.,]00$/, {
    timeout: 20_000,
  });
}

/** Reviews and confirms the sale typed into an open sell drawer, sees what it paid, and closes it. */
async function confirmSale(drawer: Locator, received: string) {
  await drawer.getByRole('button', { name: 'Review sale' }).click();
  await drawer.getByRole('button', { name: 'Confirm sale' }).click();
  await expect(drawer.getByRole('status')).toHaveText(`Done: you received ${received}.`);
  await drawer.getByRole('button', { name: 'Done' }).click();
}

test('a player buys KTHER in the buy drawer from the wallet, sees the balance change, sells some back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const player = await newSession();
  await openWallet(page, player);
  const row = page.getByTestId('coin-KTHER');
  await expect(page.getByTestId('coin-WH').getByRole('button', { name: /^Buy/ })).toHaveCount(0);
  await row.scrollIntoViewIfNeeded();
  await shot(page, 'stock-wallet-rows');

  await row.getByRole('button', { name: 'Buy KTHER' }).click();
  const drawer = page.getByRole('dialog', { name: 'Buy KTHER' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('stock-guide')).toHaveText('Available: 5.00 KUSDT');
  await drawer.getByLabel('You pay (KUSDT)').fill('1');
  // 1 KUSDT less the 0.003 fee, at 80 KTHER per KUSDT.
  await expect(drawer.getByTestId('quote-receive')).toHaveText('79.76 KTHER');
  await expect(drawer.getByTestId('quote-fee')).toHaveText('0.003 KUSDT');
  await expect(drawer.getByTestId('quote-rate')).toHaveText('1 KUSDT ≈ 80.00 KTHER');
  await shot(page, 'stock-buy-form');
  await drawer.getByRole('button', { name: 'Review purchase' }).click();
  await expect(drawer.getByTestId('confirm-total')).toHaveText('1.00 KUSDT');
  await shot(page, 'stock-buy-confirm');
  const buy = page.waitForRequest((r) => r.url().endsWith('/wallet/offchain_swap') && !r.postDataJSON().query_fee);
  await drawer.getByRole('button', { name: 'Confirm purchase' }).click();
  const request = await buy;
  expect(request.postDataJSON()).toEqual({ from_coin: 'KUSDT', to_coin: 'KTHER', amount: '1', quoted_rate: '80' });
  expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(drawer.getByRole('status')).toHaveText('Done: you received 79.76 KTHER.');
  await shot(page, 'stock-buy-done');
  await drawer.getByRole('button', { name: 'Done' }).click();
  await expect(drawer).toBeHidden();
  await expect(row.getByTestId('coin-amount')).toHaveText('104.76');
  expect(await balance(player, 'KTHER')).toBe('104.76');
  expect(await balance(player, 'KUSDT')).toBe('4');

  await row.getByRole('button', { name: 'Sell KTHER' }).click();
  const sell = page.getByRole('dialog', { name: 'Sell KTHER' });
  await expect(sell.getByTestId('stock-guide')).toHaveText('Available: 104.76 KTHER');
  await sell.getByLabel('You pay (KTHER)').fill('10');
  // 10 KTHER less the 0.03 fee, at 0.0125 KUSDT per KTHER.
  await expect(sell.getByTestId('quote-receive')).toHaveText('0.124625 KUSDT');
  await shot(page, 'stock-sell-form');
  await confirmSale(sell, '0.124625 KUSDT');
  await expect(row.getByTestId('coin-amount')).toHaveText('94.76');
  expect(await balance(player, 'KTHER')).toBe('94.76');
  expect(await balance(player, 'KUSDT')).toBe('4.124625');
});

test("/market?tab=stock: the market's stock tab lists the coins at their price and sells KTHER in the drawer", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const player = await newSession();
  await storeSession(page, player);
  await page.goto('/en-US/market?tab=stock');
  await expect(page.getByTestId('market-tab-stock')).toHaveAttribute('aria-current', 'page');
  const tab = page.getByTestId('stock-tab');
  await expect(tab.getByTestId('stock-KTHER').getByTestId('stock-price')).toHaveText('0.0125 KUSDT', {
    timeout: 20_000,
  });
  await expect(tab.getByTestId('stock-KTHER')).toContainText('You hold 25');
  // The pets' fee line belongs to the pet tabs only.
  await expect(page.getByTestId('market-fee')).toHaveCount(0);
  await shot(page, 'stock-market-tab');

  await tab.getByTestId('stock-KTHER').getByRole('button', { name: 'Sell KTHER' }).click();
  const sell = page.getByRole('dialog', { name: 'Sell KTHER' });
  await sell.getByLabel('You pay (KTHER)').fill('4');
  // 4 KTHER less the 0.012 fee, at 0.0125 KUSDT per KTHER.
  await expect(sell.getByTestId('quote-receive')).toHaveText('0.04985 KUSDT');
  await confirmSale(sell, '0.04985 KUSDT');
  await expect(tab.getByTestId('stock-KTHER')).toContainText('You hold 21');
  expect(await balance(player, 'KTHER')).toBe('21');
  expect(await balance(player, 'KUSDT')).toBe('5.04985');
});

test('a buy above the KUSDT balance opens the balance-lack dialog and sends nothing', async ({ page }) => {
  const player = await newSession();
  await openWallet(page, player);
  let sent = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/wallet/offchain_swap') && !r.postDataJSON().query_fee) sent = true;
  });
  await page.getByTestId('coin-HAPPY').getByRole('button', { name: 'Buy HAPPY' }).click();
  const drawer = page.getByRole('dialog', { name: 'Buy HAPPY' });
  await drawer.getByLabel('You pay (KUSDT)').fill('50');
  await drawer.getByRole('button', { name: 'Review purchase' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insufficient balance' });
  await expect(dialog).toContainText('Your KUSDT balance is not enough');
  await shot(page, 'stock-balance-lack');
  expect(sent).toBe(false);
  expect(await balance(player, 'KUSDT')).toBe('5');
});

test('a rate that moved before the confirmation (1015) shows the new quote to confirm again', async ({ page }) => {
  const player = await newSession();
  await openWallet(page, player);
  let refused = false;
  await page.route('**/wallet/offchain_swap', async (route) => {
    if (route.request().postDataJSON().query_fee || refused) return route.continue();
    refused = true;
    return route.fulfill({
      status: 200,
      headers: { 'access-control-allow-origin': '*' },
      json: { code: 1015, msg: 'Rate moved', data: { quoted_rate: '80', current_rate: '81' } },
    });
  });
  await page.getByTestId('coin-KTHER').getByRole('button', { name: 'Sell KTHER' }).click();
  const drawer = page.getByRole('dialog', { name: 'Sell KTHER' });
  await drawer.getByLabel('You pay (KTHER)').fill('2');
  await drawer.getByRole('button', { name: 'Review sale' }).click();
  await drawer.getByRole('button', { name: 'Confirm sale' }).click();
  await expect(drawer.getByRole('alert')).toContainText('The price moved');
  await shot(page, 'stock-rate-moved');
  await drawer.getByRole('button', { name: 'Confirm sale' }).click();
  await expect(drawer.getByRole('status')).toHaveText('Done: you received 0.024925 KUSDT.');
  expect(await balance(player, 'KTHER')).toBe('23');
});

test('the explanation dialog opens with each of its five types (spec 2.5) from the coin rows', async ({ page }) => {
  const player = await newSession();
  await openWallet(page, player);
  const typeOf = { WH: 'assets', KTHER: 'kther', XUSD: 'xusd', KC: 'contribute', HAPPY: 'happy' };
  for (const [coin, type] of Object.entries(typeOf)) {
    await page
      .getByTestId(`coin-${coin}`)
      .getByRole('button', { name: /^What is/ })
      .click();
    const body = page.getByTestId(`explanation-${type}`);
    await expect(body).toBeVisible();
    await expect(body.locator('p').first()).not.toBeEmpty();
    await body.getByRole('button', { name: 'Got it' }).click();
    await expect(body).toBeHidden();
  }
});

test("the buy drawer in Vietnamese at 375 px: its own texts, the quote in the locale's numbers", async ({ page }) => {
  const player = await newSession();
  await openWallet(page, player, 'vi-VN');
  await page.getByTestId('coin-KC').getByRole('button', { name: /^Mua / }).click();
  const drawer = page.getByRole('dialog', { name: /^Mua / });
  await drawer.getByLabel('Bạn trả (KUSDT)').fill('1');
  // 0.997 KUSDT at 1,000 KC per KUSDT; vi-VN writes the decimal comma.
  await expect(drawer.getByTestId('quote-receive')).toHaveText('997,00 KC');
  await shot(page, 'stock-buy-form-vi-VN');
});
