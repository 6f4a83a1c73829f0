import { expect, test } from '@playwright/test';
import { apiCall, newSession, storeSession, WEB_URL } from './auth-helpers';
import { shot, whBalance } from './casino-helpers';

/**
 * Gift codes (issue 16 "done when"): user A funds a code, user B opens /gift/<code> signed out and the
 * server-rendered HTML carries the masked sender in the title and the share image, B signs in and claims,
 * and both balances move by exactly the amount (A's at creation, through the hold; B's at the claim).
 * SHOTS_DIR=docs/screenshots/gifts keeps the 375 px screenshots of /gift/<code> and /giftcode.
 */

test.use({ viewport: { width: 375, height: 812 } });

const cents = (value: string) => Math.round(Number(value) * 100);

test('A makes a gift code, B opens its page signed out, signs in and claims it; both balances move by the amount', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const a = await newSession();
  const b = await newSession();
  const aBefore = await whBalance(a);
  const made = await apiCall<{ code: string }>(
    '/casino/lucky_bear/gift_code/create',
    { coin: 'WH', mode: 'fixed', count: 2, amount: '7.5', expires_in_hours: 24 },
    a,
  );
  expect(made.code, made.msg).toBe(0);
  const code = made.data.code;
  expect(cents(aBefore) - cents(await whBalance(a))).toBe(1500);

  // Signed out, as the messenger's link preview reads it: the masked sender and the share image.
  const html = await (await request.get(`${WEB_URL}/en-US/gift/${code}`)).text();
  const masked = `${a.username.slice(0, 2)}${'*'.repeat(a.username.length - 4)}${a.username.slice(-2)}`;
  expect(html).toContain(`<title>${masked} sent you a gift`);
  expect(html).toContain(`<meta property="og:image" content="${WEB_URL}/en-US/gift/${code}/image"/>`);
  const image = await request.get(`${WEB_URL}/en-US/gift/${code}/image`);
  expect(image.headers()['content-type']).toBe('image/png');

  await page.goto(`/en-US/gift/${code}`);
  await expect(page.getByTestId('gift-sign-in')).toBeVisible({ timeout: 20_000 });
  await shot(page, 'gift-signed-out-375');

  const bBefore = await whBalance(b);
  await storeSession(page, b);
  await page.reload();
  await page.getByTestId('gift-claim').click();
  await expect(page.getByTestId('gift-mine')).toContainText('7.5 WH');
  await shot(page, 'gift-claimed-375');
  expect(cents(await whBalance(b)) - cents(bBefore)).toBe(750);
  // A's balance moved once, at creation: the claim came out of the hold.
  expect(cents(aBefore) - cents(await whBalance(a))).toBe(1500);
});

test("A's /giftcode lists the code with B's claim and shares its link through the app's share dialog", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const a = await newSession();
  const b = await newSession();
  const made = await apiCall<{ code: string }>(
    '/casino/lucky_bear/gift_code/create',
    { coin: 'WH', mode: 'random', count: 3, amount: '3', expires_in_hours: 1 },
    a,
  );
  expect(made.code, made.msg).toBe(0);
  const code = made.data.code;
  const claimed = await apiCall<{ amount: string }>('/casino/lucky_bear/receive_gift_code', { code }, b);
  expect(claimed.code, claimed.msg).toBe(0);

  await storeSession(page, a);
  await page.goto('/en-US/giftcode');
  const list = page.getByTestId('gift-mine-list');
  await expect(list).toContainText(code, { timeout: 20_000 });
  await expect(list).toContainText('1 of 3 claimed');
  await expect(list).toContainText(`User ${b.user_id}: ${claimed.data.amount} WH`);
  await shot(page, 'giftcode-375');
  await page.getByTestId(`gift-share-${code}`).click();
  const dialog = page.getByTestId('share-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('input[readonly]')).toHaveValue(`${WEB_URL}/en-US/gift/${code}`);
});
