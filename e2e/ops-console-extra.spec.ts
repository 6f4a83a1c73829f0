import { copyFileSync, mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { newSession } from './auth-helpers';
import { createOperator, firstSignIn, passwordStep, signInAsNewOwner } from './ops-helpers';

test.describe('operator console: dashboard', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the dashboard charts a range with a sign-up in it, and states the figures the API has not', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    // A player signs up today, so the default range (the last 30 days) holds at least one sign-up.
    await newSession();
    await signInAsNewOwner(page);
    await page.goto('/en-US/ops/dashboard');

    const signups = page.getByTestId('ops-dashboard-signups');
    await expect(page.getByTestId('ops-dashboard-charts')).toBeVisible();
    await expect(signups.locator('canvas')).toBeVisible();
    const total = Number((await signups.getByTestId('ops-dashboard-signups-total').innerText()).replace(/\D/g, ''));
    expect(total).toBeGreaterThanOrEqual(1);
    await expect(page.getByTestId('ops-dashboard-active_users').locator('canvas')).toBeVisible();
    // Payments do not exist yet: said so, with no chart (a zero line would read as "none happened").
    await expect(page.getByTestId('ops-dashboard-deposits-unavailable')).toContainText('Not available');
    await expect(page.getByTestId('ops-dashboard-deposits').locator('canvas')).toHaveCount(0);

    // A range the contract refuses (from after to) is named beside its field and not loaded.
    await page.getByLabel('From').fill('2026-02-10');
    await page.getByLabel('To').fill('2026-02-01');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByTestId('ops-field-dashboard-from-error')).toHaveText('Choose a day no later than “To”.');

    const shot = testInfo.outputPath('dashboard-en-US-1280.png');
    await page.reload();
    await expect(signups.locator('canvas')).toBeVisible();
    await page.screenshot({ path: shot, fullPage: true });
    if (process.env.OPS_SCREENSHOTS) {
      mkdirSync('docs/screenshots/ops', { recursive: true });
      copyFileSync(shot, 'docs/screenshots/ops/dashboard-en-US-1280.png');
    }
  });
});

test.describe('operator console: catalogue editor and disabled operators', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the catalogue editor renames a product and disables it: the list and the player's home page follow", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signInAsNewOwner(page);
    await page.goto('/en-US/ops/catalogue');
    const table = page.getByTestId('ops-catalogue-table');
    const row = table.getByRole('row', { name: /mega_wheel/ });
    await expect(row).toContainText('Mega Wheel');

    await row.getByTestId('ops-catalogue-edit').click();
    const form = page.getByTestId('ops-catalogue-form');
    await expect(form.getByLabel('Code')).toBeDisabled();
    // The contract's rule, in the console's words, at the field; nothing is sent.
    await form.getByLabel('Name').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('ops-field-title-error')).toHaveText('Enter 1 to 64 characters.');
    const name = `Mega Wheel ${Date.now() % 100_000}`;
    await form.getByLabel('Name').fill(name);
    // The API's preview of the unsaved item follows the form.
    await expect(page.getByTestId('ops-catalogue-preview')).toContainText(name);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(row).toContainText(name);

    const player = await browser.newPage({ baseURL: test.info().project.use.baseURL });
    await player.goto('/en-US');
    await expect(player.getByTestId('product-card').filter({ hasText: name })).toHaveCount(1);

    await row.getByTestId('ops-catalogue-toggle').click();
    await expect(row).toContainText('Disabled');
    await player.reload();
    await expect(player.getByTestId('product-card').first()).toBeVisible();
    await expect(player.getByTestId('product-card').filter({ hasText: name })).toHaveCount(0);

    // Enabled again, as the catalogue was.
    await row.getByTestId('ops-catalogue-toggle').click();
    await expect(row).toContainText('Shown');
    await player.close();
  });

  test('an owner disables an operator: their session ends and they cannot sign in again', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signInAsNewOwner(page);
    await page.goto('/en-US/ops/operators');
    const email = `disabled-${Date.now()}@example.com`;
    await createOperator(page, email, 'Support');
    const operator = await firstSignIn(browser, email);

    const row = page.getByTestId('ops-operators-table').getByRole('row', { name: new RegExp(email) });
    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByTestId('ops-operator-disable').click();
    await expect(row).toContainText('Disabled');
    await expect(row.getByTestId('ops-operator-disable')).toHaveText('Enable');

    // Their open console finds its session ended at the next call and goes to the sign-in page.
    await operator.goto('/en-US/ops/support');
    await expect(operator.getByTestId('ops-sign-in-form')).toBeVisible();
    await passwordStep(operator, email, 'temporary-password-1');
    await expect(operator.getByTestId('ops-error')).toContainText('This operator account is disabled');
    await operator.context().close();
  });
});
