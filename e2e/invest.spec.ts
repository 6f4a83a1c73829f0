import { expect, test } from '@playwright/test';
import { newSession, type Session, storeSession } from './auth-helpers';
import { apiGet, shot, whBalance } from './casino-helpers';
import { matureNow, subscribeByApi } from './invest-helpers';

/**
 * Invest products (issue 17 item 5): a player subscribes to a seeded product in the drawer, sees the
 * position count down, it matures (the job runs as at the maturity: e2e/invest-helpers.ts brings it to
 * now) and the balance grows by principal + return; an early exit pays back the principal less the penalty.
 * SHOTS_DIR=docs/screenshots/invest keeps 375 px screenshots.
 */

test.use({ viewport: { width: 375, height: 812 } });

const cents = (value: string) => Math.round(Number(value) * 100);

interface Position {
  id: number;
  state: string;
}

async function positions(session: Session) {
  const answer = await apiGet<{ list: Position[] }>('/invest/positions', session);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.list;
}

test('a player subscribes in the drawer; at maturity the balance grows by principal + return', async ({ page }) => {
  test.setTimeout(90_000);
  const player = await newSession();
  const before = await whBalance(player);
  await storeSession(page, player);
  await page.goto('/en-US/invest');

  const product = page.getByTestId('invest-product-wh-7d');
  await expect(product).toContainText('WH · 7 days', { timeout: 20_000 });
  await expect(product).toContainText('8% a year');
  await page.getByTestId('invest-help').locator('summary').click();
  await shot(page, 'invest-products-en-US');
  await page.getByTestId('invest-help').locator('summary').click();

  await page.getByTestId('invest-subscribe-wh-7d').click();
  const amount = page.getByLabel('Amount (WH)');
  await amount.fill('1000.5');
  await expect(page.getByText('The maximum is 1,000 WH.')).toBeVisible();
  await expect(page.getByTestId('invest-confirm')).toBeDisabled();
  // 100 WH × 8% × 7 / 365 = 0.1534… WH, rounded down to the cent.
  await amount.fill('100');
  await expect(page.getByTestId('invest-summary-total')).toHaveText('100.15 WH');
  await shot(page, 'invest-subscribe-drawer-en-US');
  await page.getByTestId('invest-confirm').click();
  await expect(page.getByTestId('invest-subscribed')).toContainText('Subscribed', { timeout: 10_000 });
  expect(cents(before) - cents(await whBalance(player))).toBe(10_000);

  await page.getByTestId('invest-to-positions').click();
  await expect(page).toHaveURL(/\/en-US\/invest\/positions$/);
  const [position] = await positions(player);
  const card = page.getByTestId(`invest-position-${position?.id}`);
  await expect(card.getByTestId('invest-countdown')).toHaveText(/^Matures in \d+d \d+h \d+m$/);
  await expect(card.getByTestId('invest-position-state')).toHaveText('Locked');
  await shot(page, 'invest-positions-en-US');

  matureNow(position?.id as number);
  await expect.poll(async () => (await positions(player))[0]?.state, { timeout: 20_000 }).toBe('matured');
  await page.reload();
  await expect(card.getByTestId('invest-position-state')).toHaveText('Paid back', { timeout: 20_000 });
  await expect(card.getByTestId('invest-paid-back')).toHaveText('Paid back 100.15 WH');
  expect(cents(await whBalance(player)) - cents(before)).toBe(15);
  await shot(page, 'invest-positions-matured-en-US');
});

test('a player exits early after the confirm dialog: the principal less the penalty comes back', async ({ page }) => {
  test.setTimeout(90_000);
  const player = await newSession();
  const made = await subscribeByApi(player, 'wh-30d', '50');
  expect(made.code, made.msg).toBe(0);
  const before = await whBalance(player);
  await storeSession(page, player);
  await page.goto('/en-US/invest/positions');
  await page.getByTestId(`invest-exit-${made.data.id}`).click({ timeout: 20_000 });
  const dialog = page.getByTestId('invest-exit-dialog');
  // 50 WH × 3% = 1.5 WH penalty; no return.
  await expect(dialog).toContainText('You get 48.5 WH back now');
  await shot(page, 'invest-exit-confirm-en-US');
  await page.getByTestId('invest-exit-confirm').click();
  const card = page.getByTestId(`invest-position-${made.data.id}`);
  await expect(card.getByTestId('invest-position-state')).toHaveText('Exited early', { timeout: 10_000 });
  await expect(card.getByTestId('invest-paid-back')).toHaveText('Paid back 48.5 WH · penalty 1.5 WH');
  expect(cents(await whBalance(player)) - cents(before)).toBe(4_850);
});
