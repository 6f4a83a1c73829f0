import { expect, test } from '@playwright/test';
import { apiCall, newSession, storeSession, WEB_URL } from './auth-helpers';
import { shot } from './casino-helpers';

/**
 * Pets (issue 17 item 1) in the browser: a player draws a pet (the egg hatches), feeds it up a level and
 * sends it to a second player, who sees it among their pets; another pet is rented by a second player,
 * who sees it among the pets they are renting; a collection is readable signed out.
 * SHOTS_DIR=docs/screenshots/pets keeps 375 px screenshots.
 */
test.use({ viewport: { width: 375, height: 812 } });

test('A draws a pet, feeds it up a level and sends it to B, who sees it among their pets', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await newSession();
  const b = await newSession();
  await storeSession(page, a);
  await page.goto('/en-US/petV2/draw?inner=1');
  await expect(page.getByTestId('pet-odds')).toContainText('Legendary');
  await expect(page.getByTestId('draw-seed-hash')).toContainText(/[0-9a-f]{64}/, { timeout: 20_000 });
  await page.getByTestId('draw-button').click();
  await expect(page.getByTestId('draw-result')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/You got it: .+!/)).toBeVisible();
  await page.waitForTimeout(800); // the hatch animation ends before the screenshot
  await shot(page, 'draw-result-en-US');

  await page.getByTestId('draw-open-pet').click();
  const card = page.getByTestId('pet-page');
  await expect(card).toBeVisible({ timeout: 20_000 });
  const petId = await card.getAttribute('data-pet-id');
  expect(petId).toMatch(/^P[0-9A-Z]{10}$/);
  await expect(page.getByTestId('pet-level')).toContainText('Level 1');
  const feed = page.getByTestId('pet-feed-button');
  for (const expected of ['Yum! +40 xp', 'Yum! +40 xp', 'Level up! Now level 2.']) {
    await feed.click();
    await expect(page.getByTestId('pet-feed').getByRole('status')).toHaveText(expected);
  }
  await expect(page.getByTestId('pet-level')).toContainText('Level 2');
  await shot(page, 'pet-level-2-en-US');

  await page.getByTestId('pet-transfer-to').fill(String(b.user_id));
  await page.getByTestId('pet-transfer-next').click();
  await expect(page.getByTestId('pet-transfer')).toContainText('The fee is 2 HAPPY');
  await shot(page, 'transfer-confirm-en-US');
  await page.getByTestId('pet-transfer-confirm').click();
  await expect(page.getByTestId('pet-transfer')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByTestId('pet-owner').getByRole('link')).toHaveAttribute(
    'href',
    new RegExp(`user_id=${b.user_id}$`),
  );

  // B, in a browser of their own, finds the pet among their pets, at the level A fed it to.
  const bContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const bPage = await bContext.newPage();
  await storeSession(bPage, b);
  await bPage.goto(`${WEB_URL}/en-US/petV2`);
  const owned = bPage.getByTestId('pets-owned');
  await expect(owned.locator(`[data-pet-id="${petId}"]`)).toBeVisible({ timeout: 20_000 });
  await expect(owned).toContainText('Lv 2');
  await shot(bPage, 'my-pets-en-US');
  await bContext.close();
});

test('B rents A’s pet for 2 days and sees it among the pets they rent; A’s collection is public', async ({ page }) => {
  test.setTimeout(120_000);
  const a = await newSession();
  const b = await newSession();
  const drawn = await apiCall<{ pet_id: string }>('/pet/draw', { request_id: `e2e-${Date.now()}-a` }, a);
  expect(drawn.code, drawn.msg).toBe(0);
  const petId = drawn.data.pet_id;
  const offered = await apiCall('/pet/rent_offer', { pet_id: petId, price_per_day: '3', max_days: 5 }, a);
  expect(offered.code, offered.msg).toBe(0);

  await page.goto(`/en-US/space?user_id=${a.user_id}`);
  await expect(page.getByTestId('space-pets').locator(`[data-pet-id="${petId}"]`)).toBeVisible({ timeout: 20_000 });
  await shot(page, 'space-signed-out-en-US');

  await storeSession(page, b);
  await page.goto(`/en-US/petV2/pet/${petId}?inner=1`);
  await expect(page.getByTestId('pet-rent')).toContainText('3 HAPPY a day, up to 5 days.', { timeout: 20_000 });
  await page.getByTestId('pet-rent-days').fill('2');
  await expect(page.getByTestId('pet-rent-button')).toHaveText('Rent for 6 HAPPY');
  await page.getByTestId('pet-rent-button').click();
  await expect(page.getByTestId('pet-rental')).toContainText('Rented by', { timeout: 20_000 });
  await expect(page.getByTestId('pet-state')).toHaveText('Rented out');
  await expect(page.getByTestId('pet-feed')).toBeVisible();
  await shot(page, 'rented-en-US');

  await page.goto('/en-US/petV2');
  await expect(page.getByTestId('pets-renting').locator(`[data-pet-id="${petId}"]`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('pets-empty')).toBeVisible();

  // The owner cannot send it while it is rented out.
  const sent = await apiCall(
    '/wallet/xbnft_transfer',
    { pet_id: petId, to_user_id: b.user_id, request_id: `e2e-${Date.now()}-t` },
    a,
  );
  expect(sent.code).toBe(1232);
});

test('the guide publishes the odds, levels, rent and transfer rules signed out', async ({ page }) => {
  await page.goto('/en-US/petV2/guide?inner=1');
  await expect(page.getByTestId('pet-odds')).toContainText('2.0%', { timeout: 20_000 });
  await expect(page.getByText('Feeding costs 5 HAPPY and gives 40 xp.', { exact: false })).toBeVisible();
  await expect(page.getByText('minus a 5% fee', { exact: false }).first()).toBeVisible();
  await shot(page, 'guide-en-US');
});
