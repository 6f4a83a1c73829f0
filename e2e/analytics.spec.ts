import { expect, test } from '@playwright/test';
import { signInAsNewOwner } from './ops-helpers';

/**
 * Issue 6: events from a real Chromium session reach the real collector, the proof of work solved in
 * the served Web Worker, and the operator report shows them (issue 11: to a signed-in operator with
 * analytics.read; the ?key= token is retired).
 */
test.describe('analytics', () => {
  test('a visit sends app-init and a page view through the worker-solved proof of work; the report shows them', async ({
    page,
  }) => {
    const worker = page.waitForRequest((r) => r.url().endsWith('/analytics/worker.js'));
    const batch = page.waitForResponse(
      (r) => r.url().endsWith('/analytics/events') && r.request().method() === 'POST',
      {
        timeout: 20_000,
      },
    );
    await page.goto('/en-US');
    await worker;
    const response = await batch;
    expect(response.status()).toBe(200);
    const request = response.request();
    expect(request.headers().content).toMatch(/^v1\.platform_web\.\d+\.\d+\.[0-9a-f]+\.[0-9a-f]{32}:[0-9a-z]+$/);
    const sent = request.postDataJSON() as { event_name: string; custom_data: { screen?: string } }[];
    expect(sent.map((e) => e.event_name)).toEqual(expect.arrayContaining(['app-init', 'page-view']));
    expect(sent.find((e) => e.event_name === 'page-view')?.custom_data.screen).toBe('home');
    expect((await response.json()).data.accepted).toBe(sent.length);

    await signInAsNewOwner(page);
    await page.goto('/en-US/ops/analytics?days=7');
    const table = page.getByTestId('analytics-table');
    await expect(table).toBeVisible();
    await expect(table.getByRole('row', { name: /app-init/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /page-view/ })).toBeVisible();
    expect(
      Number((await page.getByTestId('analytics-total').textContent())?.replaceAll(',', '')),
    ).toBeGreaterThanOrEqual(2);
    await expect(page.locator('svg[role="img"] rect').first()).toBeVisible();
  });

  test('events queued while the collector is unreachable are kept and sent after a reload', async ({ page }) => {
    await page.route('**/analytics/events', (route) => route.abort('internetdisconnected'));
    const failed = page.waitForEvent('requestfailed', {
      predicate: (r) => r.url().endsWith('/analytics/events'),
      timeout: 20_000,
    });
    await page.goto('/en-US');
    await failed;
    await expect
      .poll(async () => page.evaluate(() => JSON.parse(localStorage.getItem('analytics_queue_v1') ?? '[]').length))
      .toBeGreaterThanOrEqual(2);
    const queued = await page.evaluate(
      () => JSON.parse(localStorage.getItem('analytics_queue_v1') ?? '[]') as { event_id: string }[],
    );
    await page.unroute('**/analytics/events');
    const batch = page.waitForResponse((r) => r.url().endsWith('/analytics/events') && r.status() === 200, {
      timeout: 20_000,
    });
    await page.reload();
    const sentIds = ((await batch).request().postDataJSON() as { event_id: string }[]).map((e) => e.event_id);
    expect(sentIds).toEqual(expect.arrayContaining(queued.map((e) => e.event_id)));
    await expect
      .poll(async () => page.evaluate(() => JSON.parse(localStorage.getItem('analytics_queue_v1') ?? '[]').length))
      .toBe(0);
  });

  test('the operator report needs an operator session; the old key opens nothing', async ({ page }) => {
    await page.goto('/en-US/ops/analytics?key=dev-analytics-report-token');
    // Issue 11 part C: the console's frame sends a visitor without a session to the operator sign-in.
    await expect(page).toHaveURL(/\/en-US\/ops\/sign-in\?next=/);
    await expect(page.getByTestId('ops-sign-in-form')).toBeVisible();
    await expect(page.getByTestId('analytics-table')).toHaveCount(0);
  });
});
