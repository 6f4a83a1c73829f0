import { expect, test } from '@playwright/test';
import { createOperator, createOwner, enrol, freshCode, passwordStep } from './ops-helpers';

test.describe('operator console', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the owner enrols, signs in again with TOTP, creates support and finance operators and sees it in the audit log; support is refused Operators', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const owner = createOwner();

    await page.goto('/en-US/ops/operators');
    await expect(page).toHaveURL(/\/en-US\/ops\/sign-in/);
    await passwordStep(page, owner.email, 'not-the-password');
    await expect(page.getByTestId('ops-error')).toContainText('Wrong email or password');
    await passwordStep(page, owner.email, owner.password);
    const enrolment = await enrol(page);
    // Back to the page it was sent away from.
    await expect(page).toHaveURL(/\/en-US\/ops\/operators$/);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Operators' })).toBeVisible();

    await page.getByTestId('ops-sign-out').click();
    await expect(page.getByTestId('ops-signed-out-reason')).toContainText('You have signed out');
    await passwordStep(page, owner.email, owner.password);
    await page.getByTestId('ops-totp-form').getByLabel('Code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('ops-error')).toContainText('Wrong, used or expired code');
    const { code } = await freshCode(enrolment.secret, enrolment.step);
    await page.getByTestId('ops-totp-form').getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('ops-operator-email')).toHaveText(owner.email);

    await page.getByRole('navigation').getByRole('link', { name: 'Operators' }).click();
    const stamp = Date.now();
    const support = `support-${stamp}@example.com`;
    const finance = `finance-${stamp}@example.com`;
    await createOperator(page, support, 'Support');
    await createOperator(page, finance, 'Finance');
    // A field error from the contract, before anything is sent.
    await page.getByTestId('ops-create-operator').click();
    await page.getByTestId('ops-create-operator-form').getByRole('button', { name: 'Create' }).click();
    await expect(page.getByTestId('ops-field-password-error')).toBeVisible();
    await page.getByTestId('ops-create-operator-form').getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('navigation').getByRole('link', { name: 'Audit log' }).click();
    const audit = page.getByTestId('ops-audit-table');
    // This owner's rows only: other specs' operators share the e2e database.
    const created = audit.getByRole('row', { name: new RegExp(`${owner.email}.*operator\\.create\\b`) });
    await expect(created).toHaveCount(2);
    await audit
      .getByRole('row', { name: /auth\.totp_enrolled/ })
      .first()
      .isVisible();
    await page.getByTestId('ops-audit-filters').getByLabel('Action').fill('operator.create');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(audit.getByRole('row', { name: /auth\.sign_in/ })).toHaveCount(0);
    await created.first().getByRole('button', { name: 'Show details' }).click();
    await expect(page.getByTestId('ops-audit-change')).toContainText(finance);

    await page.getByTestId('ops-sign-out').click();
    await passwordStep(page, support, 'temporary-password-1');
    await enrol(page);
    // Support's roles open Support only.
    await expect(page.getByRole('navigation').getByRole('link')).toHaveText(['Support']);
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Operators' })).toHaveCount(0);
    await page.goto('/en-US/ops/operators');
    await expect(page.getByTestId('ops-no-permission')).toContainText('You do not have permission');
  });
});
