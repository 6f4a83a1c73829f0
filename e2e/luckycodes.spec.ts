import { expect, test } from '@playwright/test';
import { apiCall, newMessengerUser, newSession, storeSession, WEB_URL } from './auth-helpers';
import { apiGet, shot, whBalance } from './casino-helpers';

/**
 * Lucky codes in the browser (issue 16, /luckycode/buy and /luckycode/land): buy codes of a tier with
 * coins, open one with the draw and its fairness link, share it; a shared code's landing page carries
 * its social tags in the server's HTML and is opened by another player after sign-in.
 * SHOTS_DIR=docs/screenshots/luckycodes keeps 375 px screenshots.
 */

test.use({ viewport: { width: 375, height: 812 } });

const cents = (value: string) => Math.round(Number(value) * 100);

/** The og:/twitter: tags of a page's HTML as the server sends it (no JavaScript runs). */
async function metaOf(html: string): Promise<Record<string, string>> {
  const tags: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g)) {
    if (m[1] && m[2] !== undefined) tags[m[1]] = m[2].replaceAll('&amp;', '&');
  }
  return tags;
}

test('/luckycode/buy: the tiers and odds, buy 2 codes with coins, open one with the draw, verify it, share the other', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const me = await newSession();
  const before = await whBalance(me);
  await storeSession(page, me);
  await page.goto('/en-US/luckycode/buy');

  const bronze = page.getByTestId('lucky-tier-bronze');
  await expect(bronze).toContainText('10 WH a code', { timeout: 20_000 });
  await expect(bronze).toContainText('40%');
  await expect(bronze).toContainText('Expected return: 87% of the price');
  await expect(page.getByTestId('lucky-mine-empty')).toHaveText('No codes to open. Buy one above.');
  await shot(page, 'buy-tiers-en-US');

  await bronze.click();
  await page.getByRole('button', { name: 'One more' }).click();
  await expect(page.getByTestId('lucky-buy')).toHaveText('Buy 2 for 20 WH');
  await page.getByTestId('lucky-buy').click();
  await expect(page.getByTestId('lucky-buy-result')).toHaveText('Codes bought: 2. Open them below.');
  expect(cents(before) - cents(await whBalance(me))).toBe(2000);
  await expect(page.getByTestId('lucky-tab-unopened')).toHaveText('To open (2)');

  const list = await apiGet<{ codes: Array<{ code: string }> }>('/casino/lucky_bear/lucky_code_list', me);
  const [first, second] = list.data.codes.map((c) => c.code);
  expect(first && second).toBeTruthy();
  const paid = await whBalance(me);

  await page.getByTestId(`lucky-open-${first}`).click();
  const result = page.getByTestId('code-draw-result');
  await expect(result).toBeVisible({ timeout: 20_000 });
  const won = /You won ([\d.]+) WH/.exec((await result.textContent()) ?? '')?.[1] ?? '';
  expect(['2', '5', '10', '30', '100']).toContain(won);
  // The reel stopped on the prize the server drew, and the prize was paid once.
  await expect(page.getByTestId('code-draw-reel')).toHaveText(`${won} WH`);
  expect(cents(await whBalance(me)) - cents(paid)).toBe(cents(won));
  await shot(page, 'open-result-en-US');

  // The seed is secret until the player rotates the pair; then the fairness page replays this draw.
  await page.getByTestId('code-draw-reveal').click();
  const verify = page.getByTestId('code-draw-verify');
  await expect(verify).toHaveAttribute('href', /\/en-US\/win\/fairness\?game=lucky-code&serverSeed=[0-9a-f]+/);
  await page.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByTestId('lucky-tab-unopened')).toHaveText('To open (1)');
  await page.getByTestId('lucky-tab-opened').click();
  await expect(page.getByTestId('lucky-mine-list')).toContainText(`won ${won} WH`);

  await page.getByTestId('lucky-tab-unopened').click();
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByTestId('share-dialog');
  await expect(dialog.locator('input[readonly]')).toHaveValue(`${WEB_URL}/en-US/luckycode/land?code=${second}`);
});

test('/luckycode/land: the HTML carries the code’s social tags and the locale’s card; another player opens it after sign-in', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await newSession();
  const bought = await apiCall<{ code: string }>(
    '/casino/lucky_bear/lucky_code_buy',
    { tier: 'silver', request_id: `e2e-land-${owner.user_id}` },
    owner,
  );
  expect(bought.code, bought.msg).toBe(0);
  const code = bought.data.code;

  // As the messenger's link preview reads it: no JavaScript, signed out.
  for (const locale of ['en-US', 'zh-CN', 'th-TH']) {
    const html = await (await request.get(`${WEB_URL}/${locale}/luckycode/land?code=${code}`)).text();
    const tags = await metaOf(html);
    expect(tags['og:image']).toBe(`${WEB_URL}/${locale}/luckycode/land/image`);
    expect(tags['twitter:image']).toBe(tags['og:image']);
    const png = await request.get(tags['og:image'] ?? '');
    expect(png.headers()['content-type']).toBe('image/png');
    if (locale === 'en-US') {
      expect(html).toContain('<title>Lucky code | Platform</title>');
      expect(tags['og:description']).toBe('A lucky code worth 50 WH is waiting for you: open it and win a prize.');
      // What a lucky code is, in the page itself.
      expect(html).toContain('A lucky code for you');
    }
  }

  const opener = await newSession(newMessengerUser());
  const before = await whBalance(opener);
  await page.goto(`/en-US/luckycode/land?code=${code}`);
  await expect(page.getByTestId('lucky-land-card')).toContainText('Silver · worth 50 WH', { timeout: 20_000 });
  await expect(page.getByTestId('lucky-land-sign-in')).toBeVisible();
  await shot(page, 'land-signed-out-en-US');

  await storeSession(page, opener);
  await page.reload();
  await page.getByTestId('lucky-land-open').click();
  const result = page.getByTestId('code-draw-result');
  await expect(result).toBeVisible({ timeout: 20_000 });
  const won = /You won ([\d.]+) WH/.exec((await result.textContent()) ?? '')?.[1] ?? '';
  expect(cents(await whBalance(opener)) - cents(before)).toBe(cents(won));
  await page.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByTestId('lucky-land-opened')).toHaveText(`This code was opened: it won ${won} WH.`);
  await shot(page, 'land-opened-en-US');
});

test('/luckycode/land of an unknown code says so', async ({ page }) => {
  await page.goto('/en-US/luckycode/land?code=ABCDEFGHJKMNPQRS');
  await expect(page.getByTestId('lucky-land-error')).toContainText('This lucky code does not exist.', {
    timeout: 20_000,
  });
});
