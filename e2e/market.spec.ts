import { expect, test } from '@playwright/test';
import { apiCall, newSession, type Session, storeSession, WEB_URL } from './auth-helpers';
import { shot } from './casino-helpers';

/**
 * The market (issue 17 item 2) in the browser: player A draws a pet and feeds it up a level (through the
 * API), lists it from the pet page's Sell sheet; player B opens /market, finds it and buys it. Then A is
 * paid the price minus the 5% fee, B paid the price, and the pet is B's.
 * SHOTS_DIR=docs/screenshots/market keeps 375 px screenshots.
 */
test.use({ viewport: { width: 375, height: 812 } });

const COIN = 'HAPPY';

/** Exact decimal strings as integers of 10^-8 (no float on money). */
function units(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole + fraction.padEnd(8, '0').slice(0, 8));
}

async function balanceOf(session: Session): Promise<bigint> {
  const info = await apiCall<{ coins: { coin: string; money_all: string }[] }>(
    '/wallet/get_wallet_info',
    { str_amount: true },
    session,
  );
  expect(info.code, info.msg).toBe(0);
  return units(String(info.data.coins.find((c) => c.coin === COIN)?.money_all ?? '0'));
}

test('A lists a level-2 pet from its page at 50 HAPPY; B finds it on /market and buys it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const a = await newSession();
  const b = await newSession();
  const drawn = await apiCall<{ pet_id: string }>('/pet/draw', { request_id: `e2e-market-${Date.now()}-a` }, a);
  expect(drawn.code, drawn.msg).toBe(0);
  const petId = drawn.data.pet_id;
  for (const n of [1, 2, 3]) {
    const fed = await apiCall('/pet/feed', { pet_id: petId, request_id: `e2e-market-${Date.now()}-f${n}` }, a);
    expect(fed.code, fed.msg).toBe(0);
  }

  // A sells it from the pet page's Sell sheet and lands on the listing's page.
  await storeSession(page, a);
  await page.goto(`/en-US/petV2/pet/${petId}?inner=1`);
  await expect(page.getByTestId('pet-level')).toContainText('Level 2', { timeout: 20_000 });
  await page.getByTestId('pet-sell-button').click();
  await page.getByTestId('pet-sell-price').fill('50');
  await expect(page.getByTestId('pet-sell-form')).toContainText('keeps 5% of the sale price');
  await shot(page, 'sell-sheet-en-US');
  const aBefore = await balanceOf(a);
  await page.getByTestId('pet-sell-confirm').click();
  await expect(page).toHaveURL(/\/en-US\/market\/item\/\d+$/, { timeout: 20_000 });
  const item = page.getByTestId('market-item');
  await expect(item).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('market-price')).toHaveText('50 HAPPY');
  await expect(page.getByTestId('market-status')).toHaveText('For sale');
  await expect(page.getByTestId('market-cancel')).toBeVisible();
  await expect(page.getByTestId('market-buy')).toHaveCount(0);
  await shot(page, 'item-seller-en-US');

  // B finds it among the fixed-price listings and buys it.
  const bContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const bPage = await bContext.newPage();
  await storeSession(bPage, b);
  const bBefore = await balanceOf(b);
  await bPage.goto(`${WEB_URL}/en-US/market`);
  const card = bPage.getByTestId('market-list-buy').locator(`[data-pet-id="${petId}"]`);
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText('50 HAPPY');
  await expect(bPage.getByTestId('market-fee')).toContainText('5% fee');
  await shot(bPage, 'market-buy-tab-en-US');
  await card.click();
  await expect(bPage.getByTestId('market-seller')).toBeVisible({ timeout: 20_000 });
  await bPage.getByTestId('market-buy-button').click();
  await expect(bPage.getByText('You pay 50 HAPPY and the pet is yours at once.')).toBeVisible();
  await shot(bPage, 'buy-confirm-en-US');
  await bPage.getByTestId('market-buy-confirm').click();
  await expect(bPage.getByTestId('market-status')).toHaveText('Sold', { timeout: 20_000 });
  await expect(bPage.getByTestId('market-bought')).toHaveText('Bought! The pet is now yours.');
  await shot(bPage, 'bought-en-US');

  // Money: B paid 50, A got 50 minus the 5% fee (47.5); the pet's page names B as its owner.
  expect(await balanceOf(b)).toBe(bBefore - units('50'));
  expect(await balanceOf(a)).toBe(aBefore + units('47.5'));
  await bPage.goto(`${WEB_URL}/en-US/petV2/pet/${petId}?inner=1`);
  await expect(bPage.getByTestId('pet-owner').getByRole('link')).toHaveAttribute(
    'href',
    new RegExp(`user_id=${b.user_id}$`),
    { timeout: 20_000 },
  );
  await expect(bPage.getByTestId('pet-sell')).toBeVisible();
  await bContext.close();

  // A sees the sale under "My listings".
  await page.goto('/en-US/market?tab=mine');
  const mine = page.getByTestId('market-list-mine').locator(`[data-pet-id="${petId}"]`);
  await expect(mine).toContainText('Sold', { timeout: 20_000 });
  await shot(page, 'my-listings-en-US');
});

test('/market?tab=auction&backShow=1 opens the auctions with the way back; the tabs keep the flag', async ({
  page,
}) => {
  const a = await newSession();
  await storeSession(page, a);
  await page.goto('/en-US/market?tab=auction&backShow=1');
  await expect(page.getByTestId('market-tab-auction')).toHaveAttribute('aria-current', 'page', { timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();
  await expect(page.getByTestId('market-tab-buy')).toHaveAttribute('href', '/en-US/market?tab=buy&backShow=1');
  await page.goto('/en-US/market');
  await expect(page.getByTestId('market-tab-buy')).toHaveAttribute('aria-current', 'page', { timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Back' })).toHaveCount(0);
});
