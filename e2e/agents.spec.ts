import { expect, type Page, test } from '@playwright/test';
import { lastCodeFor, newPhone, newSession, type Session, storeSession } from './auth-helpers';
import { apiGet, shot } from './casino-helpers';
import { signInAsNewOwner } from './ops-helpers';
import { fundByRecharge } from './payments-helpers';

/** The player's agents status (agent_status). */
async function statusOf(session: Session) {
  const answer = await apiGet<{ application: { id: number; status: string } | null; agent: unknown }>(
    '/casino/lucky_bear/agent_status',
    session,
  );
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
}

/** Signs up by phone on the sign-in page (the web sends the stored invite code); answers the session. */
async function signUpByPhone(page: Page): Promise<Session> {
  const phone = newPhone();
  await page.goto('/en-US/user/login');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code').fill(await lastCodeFor(`+84${phone}`));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('user_secret_key'))).toBeTruthy();
  return page.evaluate(() => ({
    user_id: Number(window.localStorage.getItem('user_id')),
    user_secret_key: window.localStorage.getItem('user_secret_key') ?? '',
    username: window.localStorage.getItem('username') ?? '',
  })) as Promise<Session>;
}

/**
 * Issue 16 item 4, the agents programme in the browser: a player applies on /agents/ap, an operator
 * approves in the console's approvals queue, the agent creates a link on /partner, a second player opens
 * the link and signs up by phone (and recharges: a qualified invite), and the agent sees that player on
 * /partner and the points on the airdrop and whitelist pages.
 * SHOTS_DIR=docs/screenshots/agents keeps 375 px screenshots of every agents page.
 */
test.describe('agents', () => {
  test('apply, approval, a link, a player through it, seen on /partner', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const agent = await newSession();
    await storeSession(page, agent);
    await page.goto('/en-US/partner');
    await expect(page.getByTestId('partner-not-agent')).toBeVisible();
    await shot(page, 'partner-not-agent-en-US');
    await page.getByRole('link', { name: 'Apply now' }).click();
    await expect(page.getByRole('heading', { name: 'Become an agent' })).toBeVisible();
    await page.getByLabel('Your name or team').fill('L');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText(/Check the fields: a name of 2-64 characters/)).toBeVisible();
    await page.getByLabel('Your name or team').fill('Lan Nguyen');
    await page.getByLabel('Where will your players come from?').selectOption('telegram');
    await page.getByLabel('Players you expect to bring').fill('50');
    await shot(page, 'agents-ap-form-en-US');
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByTestId('agent-pending')).toBeVisible();
    await shot(page, 'agents-ap-pending-en-US');

    // An operator approves it in the console's approvals queue.
    const console = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInAsNewOwner(console);
    await console.goto('/en-US/ops/approvals');
    const row = console
      .getByTestId('ops-approvals-table')
      .getByRole('row', { name: new RegExp(`Agent application of player ${agent.user_id}`) })
      .first();
    await expect(row).toBeVisible({ timeout: 15_000 });
    await row.getByRole('button', { name: 'Show details' }).click();
    const item = console.getByTestId('ops-approval-item');
    await item.getByLabel('Reason').fill('Channel checked');
    await item.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(async () => (await statusOf(agent)).agent !== null, { timeout: 15_000 }).toBe(true);
    await console.close();

    await page.reload();
    await expect(page.getByTestId('agent-approved')).toBeVisible();
    await shot(page, 'agents-ap-approved-en-US');
    await page.getByRole('link', { name: 'Open my partner page' }).click();
    await expect(page.getByTestId('partner-status')).toBeVisible();
    await page.getByLabel('Campaign').fill('Tet 2027');
    await page.getByLabel('Package or channel').fill('tg-group');
    await page.getByRole('button', { name: 'Create link' }).click();
    const link = page.getByTestId('agent-link').first();
    await expect(link).toContainText('Tet 2027 · tg-group');
    const slug = /\/r\/([A-Z0-9]{10})/.exec((await link.textContent()) ?? '')?.[1] ?? '';
    expect(slug).toMatch(/^[A-Z0-9]{10}$/);

    // A second player opens the link signed out and signs up by phone: they are the agent's player.
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const invitee = await context.newPage();
    await invitee.goto(`/en-US/r/${slug}`);
    await expect(invitee).not.toHaveURL(/\/r\//);
    const player = await signUpByPhone(invitee);
    await context.close();
    await fundByRecharge(player, '200000');

    await page.reload();
    await expect(page.getByTestId('partner-player').filter({ hasText: String(player.user_id) })).toBeVisible();
    await expect(link).toContainText(/Clicks\s*1/);
    await expect(link).toContainText(/Sign-ups\s*1/);
    await expect(link).toContainText(/Recharged\s*1/);
    await link.getByRole('button', { name: 'QR code' }).click();
    await expect(link.getByRole('img', { name: `QR code of the link ${slug}` })).toBeVisible();
    await shot(page, 'partner-en-US');

    // The qualified invite counts on the dark airdrop and whitelist pages.
    await page.goto('/en-US/agents/airdrop');
    await expect(page.getByTestId('airdrop-mine')).toContainText('100');
    await shot(page, 'agents-airdrop-en-US');
    await page.getByRole('link', { name: 'See the ranking' }).click();
    await expect(page.getByTestId('rank-row').filter({ hasText: 'Me' })).toContainText('100 pts');
    await shot(page, 'agents-airdrop-rank-en-US');
    await page.goto('/en-US/agents/whitelist');
    await expect(page.getByTestId('whitelist-mine')).toContainText('You are on the whitelist.');
    await shot(page, 'agents-whitelist-en-US');
    await page.getByRole('link', { name: 'See the whitelist' }).click();
    await expect(page.getByTestId('rank-row').filter({ hasText: 'Me' })).toContainText('1 invite');
    await shot(page, 'agents-whitelist-rank-en-US');
    // The dark pages' background (spec 2.8).
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('main') as Element).backgroundColor)).toBe(
      'rgb(1, 5, 14)',
    );
  });
});
