import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { API_URL, commonHeaders, newSession, storeSession, WEB_URL } from './auth-helpers';
import { shot } from './casino-helpers';

/**
 * Profiles (issue 18 "done when"): a player creates a profile, uploads an avatar through the image
 * pipeline, writes an intro with HTML in it and adds a product; /profile/<xid> fetched without
 * JavaScript carries the title, description and og:image (absolute), and HTML stays text everywhere.
 * SHOTS_DIR=docs/screenshots/profiles keeps the 375 px screenshots.
 */

test.use({ viewport: { width: 375, height: 812 } });

const NAME = 'Nova <b>Creator</b>';
const INTRO = 'Guides & tips <script>window.__pwned = 1</script> every week';

test('a player creates a profile with an avatar, edits the intro, adds a product, and the public page shows it all', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const player = await newSession();
  await storeSession(page, player);

  await page.goto('/en-US/profile');
  await page.getByTestId('profile-create-link').click();
  await page.locator('#profile-username').fill(NAME);
  await shot(page, 'profile-create-375');
  await page.getByTestId('profile-create-submit').click();
  await expect(page.getByTestId('setup-steps')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('setup-step-avatar')).toHaveAttribute('data-done', 'false');

  // The avatar: a real photo (1000 x 700 JPEG) through the multipart upload and the pipeline.
  await page.getByTestId('setup-step-avatar').click();
  const photo = await sharp({
    create: { width: 1000, height: 700, channels: 3, background: { r: 40, g: 120, b: 220 } },
  })
    .jpeg()
    .toBuffer();
  await page.getByTestId('image-input').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByTestId('image-preview')).toHaveAttribute('src', /\/profile\/media\/[a-z0-9]{16}-l\.webp$/, {
    timeout: 20_000,
  });
  await shot(page, 'profile-edit-avatar-375');
  await page.getByTestId('image-save').click();
  await expect(page.getByTestId('setup-step-avatar')).toHaveAttribute('data-done', 'true', { timeout: 20_000 });
  await shot(page, 'profile-setup-375');

  // A file that is not a picture is refused with the reason, whatever its name says.
  await page.getByTestId('setup-step-background').click();
  await page
    .getByTestId('image-input')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html>not a picture</html>') });
  await expect(page.getByTestId('image-error')).toContainText('isn’t a picture');
  await page.goto('/en-US/profile/edit/intro');
  await page.locator('#profile-intro').fill(INTRO);
  await page.getByTestId('profile-edit-save').click();
  await expect(page.getByTestId('profile-intro')).toHaveText(INTRO, { timeout: 20_000 });

  await page.getByTestId('add-product-link').click();
  await page.locator('#product-title').fill('Weekly guide');
  await page.locator('#product-link').fill('/quest');
  await page.locator('#product-price').fill('Free');
  await page.getByTestId('add-product-submit').click();
  await expect(page.getByTestId('profile-product')).toContainText('Weekly guide', { timeout: 20_000 });
  await expect(page.getByTestId('profile-name')).toHaveText(NAME);
  await shot(page, 'profile-mine-375');

  const mine = await (await fetch(`${API_URL}/profile/mine`, { headers: commonHeaders(player) })).json();
  const xid: string = mine.data.current;
  const avatar: string = mine.data.list[0].avatar.url;

  // Without JavaScript, as a link preview reads it: title, description and og:image from the server.
  const html = await (await request.get(`${WEB_URL}/en-US/profile/${xid}`)).text();
  expect(html).toContain('<title>Nova &lt;b&gt;Creator&lt;/b&gt;’s profile');
  expect(html).toContain(
    '<meta name="description" content="Guides &amp; tips &lt;script&gt;window.__pwned = 1&lt;/script&gt; every week"/>',
  );
  expect(html).toContain(`<meta property="og:image" content="${API_URL}${avatar}"/>`);
  // The page body is in the HTML too (server-rendered), with the name and intro as text.
  expect(html).toContain('data-testid="profile-name">Nova &lt;b&gt;Creator&lt;/b&gt;</h1>');
  expect(html).toContain('Weekly guide');
  expect(html).not.toContain('<script>window.__pwned');
  expect(html).not.toContain('<b>Creator</b>');
  const image = await request.get(`${API_URL}${avatar}`);
  expect(image.headers()['content-type']).toBe('image/webp');

  // Signed out in the browser: the public page shows the avatar, intro and product; the script never ran.
  const visitor = await page
    .context()
    .browser()
    ?.newContext({ viewport: { width: 375, height: 812 } });
  const publicPage = await visitor?.newPage();
  if (!publicPage) throw new Error('no browser context');
  await publicPage.goto(`${WEB_URL}/en-US/profile/${xid}`);
  await expect(publicPage.getByTestId('profile-name')).toHaveText(NAME);
  await expect(publicPage.getByTestId('profile-intro')).toHaveText(INTRO);
  await expect(publicPage.getByTestId('profile-avatar')).toHaveAttribute('src', `${API_URL}${avatar}`);
  await expect(publicPage.getByTestId('profile-product')).toHaveAttribute('href', '/en-US/quest');
  expect(await publicPage.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await shot(publicPage, 'profile-public-375');
  await visitor?.close();
});

test('an unknown /profile/<xid> says so, without JavaScript too', async ({ request, page }) => {
  const html = await (await request.get(`${WEB_URL}/en-US/profile/zzzzzzzz`)).text();
  expect(html).toContain('This profile doesn’t exist.');
  await page.goto('/en-US/profile/zzzzzzzz');
  await expect(page.getByText('This profile doesn’t exist.')).toBeVisible();
});
