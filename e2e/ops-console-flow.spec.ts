import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { newSession, storeSession, WEB_URL } from './auth-helpers';
import { createOperator, createOwner, enrol, firstSignIn, passwordStep } from './ops-helpers';

/** Set SHOTS_DIR (docs/screenshots/ops) to keep the new console screens at 1280 px, en-US and vi-VN. */
const SHOTS_DIR = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string, prepare?: (page: Page) => Promise<void>) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const path = new URL(page.url()).pathname.replace(/^\/[^/]+/, '');
  const query = new URL(page.url()).search;
  // en-US last: the test goes on in English.
  for (const locale of ['vi-VN', 'en-US']) {
    await page.goto(`/${locale}${path}${query}`);
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await prepare?.(page);
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${locale}-1280.png`, fullPage: true });
  }
}

/** A balance on the console's player page (0 when the player has none of the coin yet). */
async function balanceOn(page: Page, coin: string): Promise<number> {
  const cell = page.getByTestId(`ops-balance-${coin}`);
  await expect(page.getByTestId('ops-player-balances')).toBeVisible();
  return (await cell.count()) ? Number(await cell.textContent()) : 0;
}

async function openPlayer(page: Page, userId: number) {
  await page.goto(`/en-US/ops/support?player=${userId}`);
  await expect(page.getByTestId('ops-player-profile')).toContainText(String(userId));
}

test.describe('operator console, issue 11 done', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('owner sets up support and finance; support flags a player who then sees the abnormal dialog; a large credit posts after a second finance operator approves; the audit log shows it all', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const owner = createOwner();
    await page.goto('/en-US/ops/sign-in');
    await passwordStep(page, owner.email, owner.password);
    await enrol(page);
    await expect(page.getByTestId('ops-operator-email')).toHaveText(owner.email);

    await page.getByRole('navigation').getByRole('link', { name: 'Operators' }).click();
    const stamp = Date.now();
    const support = `support-${stamp}@example.com`;
    const finance = `finance-${stamp}@example.com`;
    const finance2 = `finance2-${stamp}@example.com`;
    await createOperator(page, support, 'Support');
    await createOperator(page, finance, 'Finance');
    await createOperator(page, finance2, 'Finance');

    const player = await newSession();

    // Support finds the player by id and marks the account abnormal, with a reason.
    const supportPage = await firstSignIn(browser, support);
    await supportPage.getByRole('navigation').getByRole('link', { name: 'Support' }).click();
    await supportPage.getByTestId('ops-player-query').fill(String(player.user_id));
    await supportPage.getByTestId('ops-player-search').click();
    await supportPage
      .getByTestId('ops-players-table')
      .getByRole('link', { name: String(player.user_id) })
      .click();
    await expect(supportPage.getByTestId('ops-player-profile')).toContainText(player.username);
    await expect(supportPage.getByTestId('ops-player-status')).toHaveText('Normal');
    // Support may flag but not move money.
    await expect(supportPage.getByTestId('ops-adjust')).toHaveCount(0);
    await supportPage.getByTestId('ops-flag').click();
    const flagForm = supportPage.getByTestId('ops-flag-form');
    await flagForm.getByRole('button', { name: 'Mark abnormal' }).click();
    await expect(supportPage.getByTestId('ops-field-reason-error')).toBeVisible();
    await flagForm.getByLabel('Reason').fill('Chargeback fraud reported by the bank');
    await flagForm.getByRole('button', { name: 'Mark abnormal' }).click();
    await expect(supportPage.getByTestId('ops-player-status')).toHaveText('Abnormal');
    await expect(supportPage.getByTestId('ops-player-flags')).toContainText('Chargeback fraud reported by the bank');
    await shoot(supportPage, 'support-player');
    await supportPage.goto(`/en-US/ops/support`);
    await supportPage.getByTestId('ops-player-query').fill(player.username);
    await supportPage.getByTestId('ops-player-search').click();
    await expect(supportPage.getByTestId('ops-players-table').getByRole('row', { name: /Abnormal/ })).toHaveCount(1);
    await shoot(supportPage, 'support-search');

    // The player, in a browser of their own, gets the spec 8.1 dialog.
    const playerContext = await browser.newContext({ baseURL: WEB_URL });
    const playerPage = await playerContext.newPage();
    await storeSession(playerPage, player);
    await playerPage.goto('/en-US');
    const dialog = playerPage.getByRole('dialog', { name: 'Error!' });
    await expect(dialog).toContainText('Your account has an abnormal status. And is unavailable for the product.');
    await playerContext.close();

    // Finance asks for a credit above the four-eyes amount (100 by default): it waits for approval.
    const financePage = await firstSignIn(browser, finance);
    await openPlayer(financePage, player.user_id);
    const before = await balanceOn(financePage, 'WH');
    await financePage.getByTestId('ops-adjust').click();
    const adjust = financePage.getByTestId('ops-adjust-form');
    await adjust.getByLabel('Coin').selectOption('WH');
    await adjust.getByLabel('Amount').fill('500');
    await adjust.getByLabel('Reason').fill('Goodwill credit for the outage');
    await adjust.getByRole('button', { name: 'Send' }).click();
    await expect(financePage.getByTestId('ops-adjust-result')).toContainText('waiting for a second operator');
    expect(await balanceOn(financePage, 'WH')).toBe(before);
    await financePage.getByRole('navigation').getByRole('link', { name: 'Approvals' }).click();
    const ownRow = financePage
      .getByTestId('ops-approvals-table')
      .getByRole('row', { name: new RegExp(finance) })
      .first();
    await ownRow.getByRole('button', { name: 'Show details' }).click();
    await expect(financePage.getByTestId('ops-approval-own')).toContainText('another operator has to decide');

    // The second finance operator approves it; the balance rises by the amount.
    const approverPage = await firstSignIn(browser, finance2);
    await approverPage.getByRole('navigation').getByRole('link', { name: 'Approvals' }).click();
    const table = approverPage.getByTestId('ops-approvals-table');
    const row = table.getByRole('row', { name: new RegExp(finance) }).first();
    await row.getByRole('button', { name: 'Show details' }).click();
    const item = approverPage.getByTestId('ops-approval-item');
    await expect(item).toContainText('Goodwill credit for the outage');
    // Shot with the item opened (its payload and the decision form); it stays open in English after.
    await shoot(approverPage, 'approvals', (shown) =>
      shown
        .getByTestId('ops-approvals-table')
        .getByRole('row', { name: new RegExp(finance) })
        .first()
        .getByRole('button', { name: /Show details|Xem chi tiết/ })
        .click(),
    );
    if (SHOTS_DIR) await expect(item).toBeVisible();
    await item.getByLabel('Reason').fill('Checked against the outage report');
    await item.getByRole('button', { name: 'Approve' }).click();
    // Decided items leave the pending view; all of them show it approved.
    await approverPage.getByLabel('Status').selectOption('all');
    await expect(table.getByRole('row', { name: new RegExp(`${finance}.*Approved`) }).first()).toBeVisible();
    await openPlayer(approverPage, player.user_id);
    expect(await balanceOn(approverPage, 'WH')).toBe(before + 500);

    // The owner's audit log holds the flag, the request and the approval.
    await page.getByRole('navigation').getByRole('link', { name: 'Audit log' }).click();
    const audit = page.getByTestId('ops-audit-table');
    await expect(audit.getByRole('row', { name: new RegExp(`${support}.*user\\.flag`) })).toHaveCount(1);
    await expect(audit.getByRole('row', { name: new RegExp(`${finance}.*approval\\.request`) })).toHaveCount(1);
    await expect(audit.getByRole('row', { name: new RegExp(`${finance2}.*approval\\.approve`) })).toHaveCount(1);
  });
});
