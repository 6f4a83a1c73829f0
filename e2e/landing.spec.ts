import { expect, test } from '@playwright/test';
import { newMessengerUser, simulatorUrl, WEB_URL } from './auth-helpers';
import { shot } from './casino-helpers';

/**
 * The landing pages and the deep-link opener (issue 16: /share/land, /land, /openDeepLinkInTg).
 * SHOTS_DIR=docs/screenshots/luckycodes keeps 375 px screenshots.
 */

test.use({ viewport: { width: 375, height: 812 } });

test('/share/land and /land: social tags and the locale’s card in the HTML, the page readable without JavaScript', async ({
  browser,
  request,
}) => {
  for (const [path, locale] of [
    ['/share/land?code=AB12CD34', 'ja-JP'],
    ['/land', 'ko-KR'],
    ['/share/land', 'en-US'],
  ] as const) {
    const html = await (await request.get(`${WEB_URL}/${locale}${path}`)).text();
    const image = `${WEB_URL}/${locale}/share/land/image`;
    expect(html, path).toContain(`<meta property="og:image" content="${image}"/>`);
    expect(html, path).toContain(`<meta name="twitter:image" content="${image}"/>`);
    expect(html, path).toContain('<meta property="og:title"');
    const png = await request.get(image);
    expect(png.headers()['content-type']).toBe('image/png');
  }
  const en = await (await request.get(`${WEB_URL}/en-US/share/land?code=AB12CD34`)).text();
  expect(en).toContain('<title>Join me and earn rewards | Platform</title>');

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto('/en-US/share/land?code=ab12cd34');
  await expect(page.getByTestId('land-title')).toHaveText('Join me and earn rewards');
  await expect(page.getByTestId('land-code')).toHaveText('Invite code AB12CD34 is kept for your sign-up.');
  await expect(page.getByTestId('land-messenger')).toHaveAttribute(
    'href',
    '/en-US/openDeepLinkInTg?path=%2Fr%2FAB12CD34&from=share_land',
  );
  await context.close();
});

test('/share/land keeps the sharer’s referral code on the device and leads into the app', async ({ page }) => {
  await page.goto('/en-US/share/land?code=ab12cd34');
  await expect(page.getByTestId('land-code')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('invite_code'))).toBe('AB12CD34');
  await shot(page, 'share-land-en-US');
  await page.getByTestId('land-start').click();
  await expect(page).not.toHaveURL(/share\/land/);
});

test('/openDeepLinkInTg in a browser: the same path here as the fallback (no public bot on the development API)', async ({
  page,
}) => {
  await page.goto('/en-US/openDeepLinkInTg?path=%2Fluckycode%2Fbuy&from=e2e&dialog=share');
  await expect(page.getByTestId('deeplink-no-bot')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('deeplink-fallback')).toHaveAttribute('href', '/en-US/luckycode/buy');
  await shot(page, 'open-deep-link-en-US');
});

test('/openDeepLinkInTg inside the mini app goes straight to the path', async ({ page }) => {
  // The mini app signs the player in when launched on its home (as the messenger opens it), then the
  // deep link is opened inside it.
  const login = page.waitForResponse((r) => r.url().endsWith('/tg/xw_register_or_login'));
  await page.goto(simulatorUrl(newMessengerUser()));
  expect((await (await login).json()).code).toBe(0);
  await page.goto('/en-US/openDeepLinkInTg?path=%2Fluckycode%2Fbuy&from=e2e');
  await expect(page).toHaveURL(/\/en-US\/luckycode\/buy$/, { timeout: 20_000 });
  await expect(page.getByTestId('lucky-tier-bronze')).toBeVisible({ timeout: 20_000 });
});
