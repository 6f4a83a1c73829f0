import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { newMessengerUser, newPhoneSession, newSession, type Session, storeSession } from './auth-helpers';

/**
 * Paying a person (issue 20): my id and the receive screen with its QR code, finding the recipient
 * by username with their name shown before confirming, a mistyped id caught before any call, the
 * phone-needed notice of a messenger user, and history naming people.
 */

/** Screenshots for docs/screenshots (375 px): set SHOTS_DIR=docs/screenshots. */
const SHOTS_DIR = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  // The full-page load's splash covers the screen for a moment: shoot what stays.
  await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 10_000 });
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: true });
}

test.describe('paying a person', () => {
  let sender: Session;
  let lan: Session;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    sender = await newPhoneSession();
    lan = await newSession({ ...newMessengerUser(), first_name: 'Lan', last_name: 'Pham' });
  });

  test('my id is on the wallet with copy; the receive screen shows a QR code of my payment link', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await storeSession(page, lan);
    await page.goto('/en-US/wallet');
    const myId = page.getByTestId('my-user-id');
    await expect(myId).toHaveText(`ID ${lan.user_id}`);
    // New ids are random 10-digit numbers, not counted up.
    expect(String(lan.user_id)).toMatch(/^\d{10}$/);
    await myId.click();
    await expect(page.getByText('User ID copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(lan.user_id));

    await page.getByRole('link', { name: 'Receive' }).click();
    await expect(page).toHaveURL(/\/en-US\/wallet\/receive$/);
    await expect(page.getByRole('heading', { name: 'Receive coins', level: 1 })).toBeVisible();
    const qr = page.getByRole('img', { name: 'QR code of your payment link' });
    await expect(qr).toBeVisible();
    // Drawn in the page as SVG: no image request carries it.
    expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    await expect(page.getByText('Lan Pham')).toBeVisible();
    await expect(page.getByTestId('my-user-id')).toHaveText(`ID ${lan.user_id}`);
    await shot(page, 'wallet-receive-en-US');
    await page.getByRole('button', { name: 'Copy payment link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`/wallet/transfer\\?to=${lan.user_id}$`));

    await page.goto('/ru-RU/wallet/receive');
    await expect(page.getByRole('heading', { name: 'Получить монеты', level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR-код вашей платёжной ссылки' })).toBeVisible();
    await shot(page, 'wallet-receive-ru-RU');

    // The code's link opens a transfer to me, with me already shown, for whoever scans it.
    const payer = await context.newPage();
    await storeSession(payer, sender);
    await payer.goto(new URL(link).pathname + new URL(link).search);
    await expect(payer).toHaveURL(new RegExp(`/[a-z]{2}-[A-Z]{2}/wallet/transfer\\?to=${lan.user_id}$`));
    await expect(payer.getByTestId('recipient-preview')).toContainText('Lan Pham');
  });

  test('paying by username: the recipient’s name and id show before confirming, and history names them', async ({
    page,
  }) => {
    await storeSession(page, sender);
    await page.goto('/en-US/wallet/transfer');
    await page.getByText('Username', { exact: true }).click();
    const lookup = page.waitForRequest((r) => r.url().endsWith('/wallet/find_recipient'));
    await page.getByLabel("Recipient's username").fill(`@${lan.username}`);
    expect((await lookup).postDataJSON()).toEqual({ by: 'username', value: lan.username });
    const preview = page.getByTestId('recipient-preview');
    await expect(preview).toContainText('Lan Pham');
    await expect(preview).toContainText(`ID ${lan.user_id}`);
    await page.getByLabel('Amount').fill('3');
    await expect(page.getByTestId('fee-preview')).toHaveText('0.01 WH');
    await shot(page, 'wallet-recipient-preview-en-US');

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Confirm transfer' })).toBeVisible();
    await expect(page.getByTestId('confirm-payee')).toContainText('Lan Pham');
    await expect(page.getByTestId('confirm-recipient')).toHaveText('Lan Pham');
    const transfer = page.waitForRequest(
      (r) => r.url().endsWith('/wallet/offchain_transfer') && !r.postDataJSON().query_fee,
    );
    await page.getByRole('button', { name: 'Confirm and send' }).click();
    expect((await transfer).postDataJSON()).toEqual({ to_user_id: lan.user_id, coin: 'WH', amount: '3' });
    await expect(page.getByRole('heading', { name: 'Transfer sent' })).toBeVisible();
    // The transaction id users see is opaque (a ULID), not a counted number.
    await expect(page.getByTestId('tx-id')).toHaveText(/^[0-9A-HJKMNP-TV-Z]{26}$/);

    await page.getByRole('link', { name: 'Done' }).click();
    await expect(page.getByTestId('history-row').first()).toContainText('To Lan Pham');
    await page.getByRole('tab', { name: 'Transfers' }).click();
    await expect(page.getByTestId('history-row').first()).toContainText('To Lan Pham');

    // The same preview in Russian, for the screenshots.
    await page.goto('/ru-RU/wallet/transfer');
    await page.getByText('Имя', { exact: true }).click();
    await page.getByLabel('Имя пользователя получателя').fill(lan.username);
    await expect(page.getByTestId('recipient-preview')).toContainText('Lan Pham');
    await page.getByLabel('Сумма').fill('1');
    await expect(page.getByTestId('fee-preview')).toBeVisible();
    await shot(page, 'wallet-recipient-preview-ru-RU');
  });

  test('a mistyped id is caught before any lookup; an unknown username says nobody was found', async ({ page }) => {
    await storeSession(page, sender);
    await page.goto('/en-US/wallet/transfer');
    let lookups = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/wallet/find_recipient')) lookups++;
    });
    const id = String(lan.user_id);
    const typo = `${id.slice(0, 4)}${(Number(id[4]) + 1) % 10}${id.slice(5)}`;
    await page.getByLabel('Recipient user ID').fill(typo);
    await expect(page.getByText('This ID looks mistyped. Check the digits.')).toBeVisible();
    expect(lookups).toBe(0);

    await page.getByText('Username', { exact: true }).click();
    await page.getByLabel("Recipient's username").fill('nobody_by_this_name');
    await expect(page.getByText('No one found. Check what you entered.')).toBeVisible();
  });

  test('a messenger user without a phone is told before starting, with the bind step offered', async ({ page }) => {
    await storeSession(page, lan);
    await page.goto('/en-US/wallet/transfer');
    const notice = page.getByTestId('phone-needed');
    await expect(notice).toContainText('Bind a phone number to send coins');
    await expect(page.getByLabel('Recipient user ID')).toHaveValue('');
    await notice.getByRole('button', { name: 'Bind phone' }).click();
    await expect(page).toHaveURL(/\/en-US\/user\/bind-phone\?backUrl=%2Fen-US%2Fwallet%2Ftransfer$/);
  });
});
