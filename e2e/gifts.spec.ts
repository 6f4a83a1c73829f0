import { expect, test } from '@playwright/test';
import { apiCall, newSession, storeSession, WEB_URL } from './auth-helpers';
import { whBalance } from './casino-helpers';

/**
 * Gift codes (issue 16 "done when"): user A funds a code, user B opens /gift/<code> signed out and the
 * server-rendered HTML carries the masked sender in the title and the share image, B signs in and claims,
 * and both balances move by exactly the amount (A's at creation, through the hold; B's at the claim).
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

  const bBefore = await whBalance(b);
  await storeSession(page, b);
  await page.reload();
  await page.getByTestId('gift-claim').click();
  await expect(page.getByTestId('gift-mine')).toContainText('7.5 WH');
  expect(cents(await whBalance(b)) - cents(bBefore)).toBe(750);
  // A's balance moved once, at creation: the claim came out of the hold.
  expect(cents(aBefore) - cents(await whBalance(a))).toBe(1500);
});
