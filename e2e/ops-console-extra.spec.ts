import { copyFileSync, mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { newSession } from './auth-helpers';
import { signInAsNewOwner } from './ops-helpers';

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
