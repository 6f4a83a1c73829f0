import { expect, test } from '@playwright/test';
import { API_URL, commonHeaders, newSession, type Session, storeSession } from './auth-helpers';
import { shot } from './casino-helpers';

/** The code the API gives a signed-in player (invite_summary). */
async function inviteCode(session: Session): Promise<string> {
  const { 'content-type': _json, ...headers } = commonHeaders(session);
  const response = await fetch(`${API_URL}/casino/lucky_bear/invite_summary`, { headers });
  const answer = (await response.json()) as { code: number; msg: string; data: { invite_code: string } };
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.invite_code;
}

/**
 * Issue 16, invites in the browser: my link and QR code on /share; a bind refused with its reason, then
 * accepted, on /user/bindCode; an /r/<code> link keeps the code for the sign-up.
 * SHOTS_DIR=docs/screenshots/invites keeps 375 px screenshots.
 */
test.describe('invites', () => {
  test('/share shows my invite link with my code and a QR code', async ({ page }) => {
    const session = await newSession();
    const code = await inviteCode(session);
    await storeSession(page, session);
    await page.goto('/en-US/share');
    await expect(page.getByTestId('invite-code')).toHaveText(code);
    await expect(page.getByText(`/r/${code}`)).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code of my invite link' })).toBeVisible();
    await shot(page, 'share-en-US');
    // The share dialog (spec 2.5) opens with my link and a message; emptied, it warns (spec 8.1).
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('textbox', { name: 'Link' })).toHaveValue(new RegExp(`/r/${code}$`));
    await shot(page, 'share-dialog-en-US');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('  ');
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByText('Share failed, text is empty')).toBeVisible();
  });

  test('/reward/guide lists each invite step with its reward from the data, signed out and from /share', async ({
    page,
    browser,
  }) => {
    // Signed out, without JavaScript: the guide is server-rendered from the invite rewards data
    // (@app/shared/invites/invite-rewards: signup 1 WH, first recharge 5 WH, 1,000 WH wagered 10 WH).
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    const plain = await noScript.newPage();
    await plain.goto('/en-US/reward/guide');
    const steps = plain.getByTestId('reward-guide-steps').getByRole('listitem');
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText('Your friend signs up');
    await expect(steps.nth(0)).toContainText('+1 WH');
    await expect(steps.nth(1)).toContainText('Your friend makes a first recharge');
    await expect(steps.nth(1)).toContainText('+5 WH');
    await expect(steps.nth(2)).toContainText('Your friend plays 1,000 WH in games');
    await expect(steps.nth(2)).toContainText('+10 WH');
    await expect(plain).toHaveTitle(/How invite rewards work/);
    await noScript.close();
    // Signed in, /share leads to it, and it leads back to inviting.
    await storeSession(page, await newSession());
    await page.goto('/en-US/share');
    await page.getByTestId('reward-guide-link').click();
    await expect(page).toHaveURL(/\/en-US\/reward\/guide$/);
    await shot(page, 'reward-guide-en-US');
    await page.getByRole('link', { name: 'Invite friends' }).click();
    await expect(page).toHaveURL(/\/en-US\/share$/);
  });

  test('/user/bindCode refuses my own code, then binds my inviter', async ({ page }) => {
    const inviter = await newSession();
    const me = await newSession();
    await storeSession(page, me);
    await page.goto('/en-US/user/bindCode');
    await page.getByLabel("Your inviter's code (letters and digits)").fill(await inviteCode(me));
    await page.getByRole('button', { name: 'Bind' }).click();
    await expect(page.locator('#invite-code-error')).toHaveText('You cannot invite yourself.');
    await shot(page, 'bind-error-en-US');
    await page.getByLabel("Your inviter's code (letters and digits)").fill(await inviteCode(inviter));
    await page.getByRole('button', { name: 'Bind' }).click();
    await expect(page.getByRole('status')).toHaveText('Your inviter is bound.');
    await shot(page, 'bind-done-en-US');
  });

  test('/r/<code> keeps the code on the device and opens the app', async ({ page }) => {
    const inviter = await newSession();
    const code = await inviteCode(inviter);
    await page.goto(`/en-US/r/${code.toLowerCase()}`);
    await expect(page).not.toHaveURL(/\/r\//);
    expect(await page.evaluate(() => window.localStorage.getItem('invite_code'))).toBe(code);
  });
});
