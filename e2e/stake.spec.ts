import { execFileSync } from 'node:child_process';
import { formatUnits } from '@app/shared';
import { splitPool } from '@app/shared/stake/dividend-share';
import { expect, test } from '@playwright/test';
import { E2E_DIR } from '../playwright.config';
import { API_URL, apiCall, commonHeaders, newPhoneSession, newSession, storeSession } from './auth-helpers';
import { apiGet, shot } from './casino-helpers';
import { newOwnerCaller } from './ops-helpers';

/**
 * Issue 17 "done when": a player locks KTHER on /pool, the dividend job pays, and the payout matches the
 * published rule (docs/stake-dividend-vote.md); a vote is cast on /vote/[id] and counted.
 */

test.use({ viewport: { width: 375, height: 812 } });

const DAY = 24 * 60 * 60 * 1000;

interface Plan {
  period: number;
  pool: string;
  coin: string;
  payouts: { user_id: number; weight: string; amount: string }[];
}

/**
 * Closes today's period now, as its stake.close job will at midnight UTC (npm run stake:close with a
 * clock just past the period's end), on the e2e API's database; answers the plan it paid.
 */
function closeTodayNow(): Plan {
  const end = (Math.floor(Date.now() / DAY) + 1) * DAY;
  const out = execFileSync('npx', ['tsx', 'apps/api/src/cli/stake-close.ts', '--as-of', String(end + 1000)], {
    env: { ...process.env, NODE_ENV: 'test', SQLITE_PATH: `${E2E_DIR}/api.db`, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1) as string) as Plan;
}

test('a player locks KTHER on /pool, the dividend job pays the share the rule gives, /dividend shows it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A pays a person below (phone-bound, as the wallet asks); B holds too, so the pool is split between two weights.
  const a = await newPhoneSession();
  const b = await newSession();
  const bLock = await apiCall('/api/stake/lock', { amount: '5', days: 90 }, b);
  expect(bLock.code, bLock.msg).toBe(0);

  await storeSession(page, a);
  await page.goto('/en-US/pool');
  await expect(page.getByTestId('pool-size')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('pool-lock-open').click();
  await page.getByTestId('lock-amount').fill('20');
  await page.getByTestId('lock-term-30').check();
  await page.getByTestId('lock-submit').click();
  await expect(page.getByTestId('lock-result')).toHaveText('Locked 20 KTHER for 30 days.');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('lock-row').first()).toContainText('20 KTHER');
  await expect(page.getByTestId('pool-my-share')).not.toHaveText('0%');
  await shot(page, 'pool');

  // Platform revenue today: a KUSDT transfer's fee arrives in the fees account.
  const paid = (await (
    await fetch(`${API_URL}/wallet/offchain_transfer`, {
      method: 'POST',
      headers: { ...commonHeaders(a), 'Idempotency-Key': `stake-e2e-${a.user_id}-${Date.now()}` },
      body: JSON.stringify({ to_user_id: b.user_id, coin: 'KUSDT', amount: '1' }),
    })
  ).json()) as { code: number; msg: string };
  expect(paid.code, paid.msg).toBe(0);

  const plan = closeTodayNow();
  const pool = BigInt(plan.pool);
  expect(pool).toBeGreaterThan(0n);
  // The published rule: pool x weight / all weights, largest remainder; it sums to the pool.
  const rule = splitPool(
    pool,
    plan.payouts.map((p) => ({ userId: p.user_id, weight: BigInt(p.weight) })),
  );
  expect(plan.payouts.map((p) => BigInt(p.amount))).toEqual(rule.map((s) => s.amount));
  expect(rule.reduce((sum, s) => sum + s.amount, 0n)).toBe(pool);
  const mine = plan.payouts.find((p) => p.user_id === a.user_id);
  expect(mine).toBeDefined();

  await page.goto('/en-US/dividend');
  const row = page.getByTestId('payout-dividend').first();
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row.getByTestId('payout-amount')).toHaveText(
    `+${formatUnits(BigInt(mine?.amount ?? 0), 6)} ${plan.coin}`,
  );
  await shot(page, 'dividend');
});

test('an operator publishes a proposal, a player with locked KTHER votes on /vote/[id] and it is counted', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await newOwnerCaller(request);
  const title = `Next featured game ${Date.now() % 100_000}`;
  const made = (await owner.call('/ops/catalogues/create', {
    catalogue: 'vote_proposals',
    item: {
      title,
      description: 'Which game goes on the home page next?',
      options: ['Dice', 'Crash', 'Mines'],
      deadline: Date.now() + 3 * DAY,
    },
  })) as { id: string };

  const voter = await newSession();
  const lock = await apiCall('/api/stake/lock', { amount: '12.5', days: 30 }, voter);
  expect(lock.code, lock.msg).toBe(0);
  await storeSession(page, voter);
  await page.goto('/en-US/voteV2');
  await expect(page.getByTestId('vote-weight')).toContainText('12.5 KTHER', { timeout: 20_000 });
  await shot(page, 'vote-list');
  await page.getByTestId(`proposal-${made.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/en-US/vote/${made.id}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('vote-1').click();
  await expect(page.getByTestId('vote-result')).toHaveText('Your vote counts with 12.5 KTHER.');
  await expect(page.getByTestId('option-1-weight')).toContainText('12.5 KTHER');
  await shot(page, 'vote');

  // Counted, and public: the results read signed out.
  const results = await apiGet<{ list: { options: { weight: string; voters: number }[] }[] }>(
    `/wallet/xbvote_query?proposal_id=${made.id}`,
  );
  expect(results.data.list[0]?.options[1]).toMatchObject({ weight: '12.5', voters: 1 });
});
