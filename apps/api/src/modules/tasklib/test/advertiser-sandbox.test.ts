import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PostbackFields, PostbackNetworkId } from '@app/shared/tasklib/postback-protocol';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DevAdvertiser, startDevAdvertiser } from '../../../../../../scripts/dev-advertiser';
import { postbackNetworks } from '../postbacks/postback-networks';
import { PostbackRefusal } from '../postbacks/postback-outcome';
import { DEV_POSTBACK_SECRETS } from '../postbacks/postbacks.config';

/**
 * The advertiser sandbox (scripts/dev-advertiser.ts) over real HTTP against a tiny API stand-in that
 * verifies each postback with the API's own networks and answers what a test tells it: the landing
 * page, the signed postbacks of each network, duplicates, chargebacks, retries and when they stop.
 */
interface Received {
  network: PostbackNetworkId;
  fields?: PostbackFields;
  refusal?: string;
}

const networks = postbackNetworks(DEV_POSTBACK_SECRETS);
let api: Server;
let apiUrl: string;
let sandbox: DevAdvertiser;
let received: Received[] = [];
/** Statuses the stand-in answers next (then the network's success answer). */
let script: number[] = [];

beforeAll(async () => {
  api = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://api');
      const id = url.pathname.split('/').at(-1) as PostbackNetworkId;
      const network = networks.get(id);
      if (!network) return res.writeHead(404).end();
      const params = Object.fromEntries(req.method === 'POST' ? new URLSearchParams(raw) : url.searchParams);
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      try {
        const fields = network.read(params, headers);
        received.push({ network: id, fields });
        const status = script.shift() ?? 200;
        const answer = network.answer(fields.conversionId, status === 200 ? undefined : 'scripted');
        res.writeHead(status, { 'content-type': answer.contentType }).end(answer.body);
      } catch (error) {
        if (!(error instanceof PostbackRefusal)) throw error;
        received.push({ network: id, refusal: error.reason });
        res.writeHead(error.status).end(network.answer(undefined, error.reason).body);
      }
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  sandbox = await startDevAdvertiser({ apiUrl, retryBaseMs: 5, maxAttempts: 4 });
});
afterAll(async () => {
  await sandbox?.close();
  await new Promise((resolve) => api?.close(resolve));
});
beforeEach(() => {
  received = [];
  script = [];
});

async function convert(body: Record<string, unknown>) {
  const res = await fetch(`${sandbox.url}/test/convert`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { deliveries: { state: string; attempts: unknown[] }[] } };
}

describe('the advertiser sandbox', () => {
  it('serves the landing page of a click with the level button of a level offer', async () => {
    const link = `${sandbox.url}/click/ayet/tiger_slots.reach_level_10?click_id=c-landing&user_id=7`;
    const page = await (await fetch(link)).text();
    expect(page).toContain('Reach level 10');
    expect(page).toContain('c-landing');
    const plain = await (await fetch(`${sandbox.url}/click/prodege/shop.signup?click_id=c2&user_id=7`)).text();
    expect(plain).toContain('>Complete<');
  });

  it('"Complete" on the page posts the conversion of the remembered user and offer', async () => {
    await fetch(`${sandbox.url}/click/ironsource/tiger_slots.install?click_id=c-page&user_id=8`);
    const form = new URLSearchParams({ click_id: 'c-page', user_id: '8', action: 'complete' });
    const res = await fetch(`${sandbox.url}/click/ironsource/tiger_slots.install/convert`, {
      method: 'POST',
      body: form,
    });
    expect(await res.text()).toContain('delivered');
    expect(received).toEqual([
      {
        network: 'ironsource',
        fields: expect.objectContaining({
          clickId: 'c-page',
          userId: '8',
          offerId: 'tiger_slots.install',
          reversal: false,
        }),
      },
    ]);
  });

  it.each(['ayet', 'prodege', 'ironsource'] as const)(
    '%s: signed postbacks the API verifies, duplicates and a chargeback',
    async (network) => {
      const { body } = await convert({
        network,
        click_id: `c-${network}`,
        user_id: '9',
        xb_offer_id: 'o.one',
        payout: '5',
        country: 'VN',
        duplicates: 3,
        reverse: true,
      });
      expect(body.deliveries.map((d) => d.state)).toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
      const conversions = received.filter((r) => !r.fields?.reversal);
      expect(conversions).toHaveLength(3);
      expect(new Set(conversions.map((r) => r.fields?.conversionId)).size).toBe(1);
      expect(conversions[0]?.fields).toMatchObject({ amount: '5', country: 'vn', userId: '9', offerId: 'o.one' });
      const chargeback = received.find((r) => r.fields?.reversal);
      const original = conversions[0]?.fields?.conversionId;
      expect(chargeback?.fields?.revokes ?? chargeback?.fields?.conversionId).toBe(original);
    },
  );

  it('retries with back-off while the API answers 5xx or 409, and stops at a refusal for good', async () => {
    script = [503, 409];
    const retried = await convert({ network: 'ayet', click_id: 'c-retry', user_id: '1', xb_offer_id: 'o.two' });
    expect(retried.body.deliveries[0]).toMatchObject({ state: 'delivered' });
    expect(retried.body.deliveries[0]?.attempts).toHaveLength(3);

    script = [422];
    const refused = await convert({ network: 'ayet', click_id: 'c-refused', user_id: '1', xb_offer_id: 'o.two' });
    expect(refused.body.deliveries[0]).toMatchObject({ state: 'refused' });
    expect(refused.body.deliveries[0]?.attempts).toHaveLength(1);

    script = [500, 500, 500, 500];
    const lost = await convert({ network: 'prodege', click_id: 'c-lost', user_id: '1', xb_offer_id: 'o.two' });
    expect(lost.body.deliveries[0]).toMatchObject({ state: 'gave_up' });
    expect(lost.body.deliveries[0]?.attempts).toHaveLength(4);
  });

  it('a forged postback is refused by the API for its signature', async () => {
    const { body } = await convert({
      network: 'prodege',
      click_id: 'c-forged',
      user_id: '1',
      xb_offer_id: 'o.two',
      forged: true,
    });
    expect(body.deliveries[0]).toMatchObject({ state: 'refused' });
    expect(received).toEqual([{ network: 'prodege', refusal: 'bad_signature' }]);
  });

  it('refuses a request it cannot act on with a clear error, and lists every delivery', async () => {
    const unknown = await convert({ network: 'ayet', click_id: 'never-opened' });
    expect(unknown.status).toBe(400);
    const badNetwork = await convert({ network: 'nope', click_id: 'x', user_id: '1', xb_offer_id: 'o' });
    expect(badNetwork.status).toBe(400);
    const list = (await (await fetch(`${sandbox.url}/test/deliveries`)).json()) as { deliveries: unknown[] };
    expect(list.deliveries.length).toBeGreaterThan(5);
  });
});
