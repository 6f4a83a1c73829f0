import { expect, test } from '@playwright/test';
import { DEV_LOGIN_FORM } from '../scripts/dev-oidc-server';
import { DEV_FOLLOW_FORM } from '../scripts/dev-social-network';
import { apiCall, newSession, storeSession, WEB_URL } from './auth-helpers';
import { shot, whBalance } from './casino-helpers';

/**
 * Follow tasks (issue 18 "done when"): creator A creates a task on /profile/followTask (its budget held);
 * player B connects the dev network through its sign-in page (OAuth 2.0 + PKCE: the verifier made in the
 * browser), follows A's account on the network's own page, checks and claims, and is paid once; a second
 * claim is refused. A's task names A's profile and links to its page. SHOTS_DIR=docs/screenshots/follow-tasks keeps the 375 px screenshots.
 */

test.use({ viewport: { width: 375, height: 812 } });

const cents = (value: string) => Math.round(Number(value) * 100);

test('A creates a follow task; B connects the network, follows A there, claims and is paid once', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await newSession();
  const b = await newSession();
  const handle = `creator${a.user_id}`;
  const networkAccount = `fan${b.user_id}`;

  // A has a creator profile, so the task names it and links to its public page.
  const profileName = `Fox${String(a.user_id).slice(-6)}`;
  const profile = await apiCall<{ xid: string }>('/profile/create', { username: profileName }, a);
  expect(profile.code, profile.msg).toBe(0);

  // A: the creator's form; the budget (2 rewards of 1.5 WH) is held from A's balance.
  const aBefore = await whBalance(a);
  await storeSession(page, a);
  await page.goto('/en-US/profile/followTask');
  const form = page.getByTestId('follow-create-form');
  await expect(form.locator('select').first()).toHaveValue('x_dev', { timeout: 20_000 });
  await page.getByTestId('follow-create-handle').fill(`@${handle}`);
  await page.getByTestId('follow-create-reward').fill('1.5');
  await page.getByTestId('follow-create-budget').fill('3');
  await page.getByTestId('follow-create').click();
  await expect(page.getByTestId('follow-create-result')).toContainText(`@${handle}`);
  await expect(page.getByTestId('follow-mine-list')).toContainText('0 of 2 followers paid');
  await shot(page, 'creator-375');
  expect(cents(aBefore) - cents(await whBalance(a))).toBe(300);

  // B, in a browser of their own: not connected yet; connect through the network's sign-in page and
  // come back with a code.
  const bBefore = await whBalance(b);
  const bContext = await browser.newContext({
    baseURL: WEB_URL,
    viewport: { width: 375, height: 812 },
    isMobile: true,
  });
  const pageB = await bContext.newPage();
  await storeSession(pageB, b);
  await pageB.goto('/en-US/profile/followTask');
  const card = pageB.locator('[data-testid^="follow-task-"]', { hasText: `@${handle}` });
  await expect(card.getByTestId('follow-step')).toHaveText('Connect', { timeout: 20_000 });
  const creatorLink = card.getByTestId('follow-creator-link');
  await expect(creatorLink).toHaveText(profileName);
  await expect(creatorLink).toHaveAttribute('href', `/en-US/profile/${profile.data.xid}`);
  await shot(pageB, 'player-not-connected-375');
  await pageB.getByTestId('follow-connect-x_dev').click();
  await pageB.locator(DEV_LOGIN_FORM.login).fill(networkAccount);
  await pageB.locator(DEV_LOGIN_FORM.allow).click();
  await expect(pageB.getByTestId('follow-connect-result')).toContainText(`Connected as @${networkAccount}`, {
    timeout: 20_000,
  });
  expect(new URL(pageB.url()).search).toBe('');
  await expect(card.getByTestId('follow-step')).toHaveText('Follow');

  // A claim before following: refused, nothing paid.
  await card.getByTestId('follow-claim').click();
  await expect(card.getByTestId('follow-claim-result')).toContainText('You do not follow this account yet');
  expect(await whBalance(b)).toBe(bBefore);
  await shot(pageB, 'player-connected-375');

  // B follows A's account on the network's own page (a new tab), then checks and claims.
  const [network] = await Promise.all([pageB.waitForEvent('popup'), card.getByTestId('follow-open-network').click()]);
  await network.locator(DEV_FOLLOW_FORM.login).fill(networkAccount);
  await network.locator(DEV_FOLLOW_FORM.follow).click();
  await expect(network.locator(DEV_FOLLOW_FORM.done)).toContainText(`${networkAccount} follows @${handle}`);
  await network.close();
  await card.getByTestId('follow-claim').click();
  await expect(card.getByTestId('follow-claim-result')).toContainText('You got 1.5 WH');
  await expect(card.getByTestId('follow-step')).toHaveText('Paid');
  await shot(pageB, 'player-paid-375');
  expect(cents(await whBalance(b)) - cents(bBefore)).toBe(150);

  // A second claim is refused and pays nothing.
  const taskId = Number((await card.getAttribute('data-testid'))?.replace('follow-task-', ''));
  const again = await apiCall('/api/social_media/check_follow_status', { task_id: taskId, claim: true }, b);
  expect(again.code).toBe(1328);
  expect(cents(await whBalance(b)) - cents(bBefore)).toBe(150);

  await bContext.close();

  // A sees the follower paid; A's balance moved once, at creation.
  await page.reload();
  await expect(page.getByTestId('follow-mine-list')).toContainText('1 of 2 followers paid', { timeout: 20_000 });
  expect(cents(aBefore) - cents(await whBalance(a))).toBe(300);
});
