import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevAdvertiser, startDevAdvertiser } from '../../../../../../scripts/dev-advertiser';
import { post, sessionHeaders } from '../../../../test/helpers/sign-in';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { sandboxLinkTemplate, withSandboxBase } from '../postbacks/advertiser-link';
import { advertiserLink } from '../tasks/task-link';
import { buildPostbackTestApp, conversionsOf, type PostbackTestApp } from './helpers/postback-test-app';

/** The API's ADVERTISER_SANDBOX_URL in these tests (the sandbox itself listens on a free port). */
const SANDBOX_URL = 'http://127.0.0.1:4013';

/**
 * The advertiser sandbox posting to the real API, as in development and the e2e run: a player's offer
 * link opens the sandbox's landing page, "Complete" credits the reward, duplicates credit nothing, a
 * chargeback takes it back, a forged postback is refused and not retried.
 */
describe('the advertiser sandbox against the API', () => {
  let t: PostbackTestApp;
  let sandbox: DevAdvertiser;
  let player: LoginResponse;

  beforeAll(async () => {
    t = await buildPostbackTestApp();
    sandbox = await startDevAdvertiser({ apiUrl: t.url, retryBaseMs: 10, maxAttempts: 3 });
    player = await t.player();
  });
  afterAll(async () => {
    await sandbox?.close();
    await t?.close();
  });

  async function convert(body: Record<string, unknown>) {
    const res = await fetch(`${sandbox.url}/test/convert`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { deliveries: { state: string; attempts: { status: number }[] }[] };
  }

  it('the offer link\'s landing page and its "Reach level" button credit the reward once', async () => {
    const offerId = await t.offer({ network: 'ironsource', reward_units: 2_500 });
    const clickId = await t.click(player.user_id, offerId);
    const before = await t.balance(player.user_id, 'WH');
    const template = withSandboxBase(sandboxLinkTemplate('ironsource'), sandbox.url) as string;
    const link = advertiserLink(template, { clickId, userId: player.user_id, xbOfferId: offerId });
    const page = await (await fetch(link)).text();
    expect(page).toMatch(/Reach level \d+/);
    const form = new URLSearchParams({ click_id: clickId, user_id: String(player.user_id), action: 'complete' });
    const done = await fetch(`${sandbox.url}/click/ironsource/${offerId}/convert`, { method: 'POST', body: form });
    expect(await done.text()).toContain('delivered');
    expect(await t.balance(player.user_id, 'WH')).toBe(before + 2_500n);
  });

  it('take_task answers the sandbox link of a {sandbox} offer; its Complete credits the reward', async () => {
    const offerId = await t.offer({
      network: 'prodege',
      reward_units: 1_500,
      link_template: sandboxLinkTemplate('prodege'),
    });
    const before = await t.balance(player.user_id, 'WH');
    const taken = await post(
      t.app,
      '/cpl/take_task',
      { XbOfferId: offerId, envContext: { country: 'vn' } },
      sessionHeaders(player),
    );
    expect(taken.body.code).toBe(0);
    const { clickId, link } = taken.body.data as { clickId: string; link: string };
    expect(link).toBe(`${SANDBOX_URL}/click/prodege/${offerId}?click_id=${clickId}&user_id=${player.user_id}`);
    expect(await (await fetch(link.replace(SANDBOX_URL, sandbox.url))).text()).toMatch(/Reach level \d+/);
    const form = new URLSearchParams({ click_id: clickId, user_id: String(player.user_id), action: 'complete' });
    await fetch(`${sandbox.url}/click/prodege/${offerId}/convert`, { method: 'POST', body: form });
    expect(await t.balance(player.user_id, 'WH')).toBe(before + 1_500n);
  });

  it('duplicates credit once and a chargeback takes the reward back (each network)', async () => {
    for (const network of ['ayet', 'prodege', 'ironsource'] as const) {
      const offerId = await t.offer({ network, reward_units: 1_000 });
      const clickId = await t.click(player.user_id, offerId);
      const before = await t.balance(player.user_id, 'WH');
      const answer = await convert({
        network,
        click_id: clickId,
        user_id: String(player.user_id),
        xb_offer_id: offerId,
        duplicates: 3,
      });
      expect(answer.deliveries.map((d) => d.state)).toEqual(['delivered', 'delivered', 'delivered']);
      expect(await t.balance(player.user_id, 'WH')).toBe(before + 1_000n);
      const [row] = await conversionsOf(t, clickId);
      const back = await convert({
        network,
        click_id: clickId,
        user_id: String(player.user_id),
        xb_offer_id: offerId,
        conversion_id: row?.conversion_id,
        reverse_only: true,
      });
      expect(back.deliveries.map((d) => d.state)).toEqual(['delivered']);
      expect(await t.balance(player.user_id, 'WH')).toBe(before);
    }
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('a forged postback is refused for good (one attempt) and a reversal before its conversion is retried', async () => {
    const offerId = await t.offer();
    const clickId = await t.click(player.user_id, offerId);
    const base = { network: 'ayet', click_id: clickId, user_id: String(player.user_id), xb_offer_id: offerId };
    const forged = await convert({ ...base, forged: true });
    expect(forged.deliveries[0]).toMatchObject({ state: 'refused', attempts: [{ status: 403 }] });
    // Refused (409) and recorded; the network's retry finds the record: nothing to take back, done.
    const early = await convert({ ...base, reverse_only: true });
    expect(early.deliveries[0]?.state).toBe('delivered');
    expect(early.deliveries[0]?.attempts.map((a) => a.status)).toEqual([409, 200]);
    expect(await conversionsOf(t, clickId)).toEqual([
      expect.objectContaining({ status: 'rejected', reason: 'reversed_before_conversion' }),
    ]);
  });
});
