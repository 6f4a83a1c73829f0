/**
 * Offer postbacks over HTTP (issue 15): 64 players signed in by phone, 1,000 offers (each with one of
 * the three networks) and a click of every player on every offer (64,000 clicks, rows written straight
 * into the database as take_task leaves them). Then 64 connections send each network's signed
 * postback the way the network does (ayet: GET with the X-Ayetstudios-Security-Hash header; prodege:
 * form POST with its signature field; ironsource: GET with its signature parameter), each request a
 * new conversion of the next (player, offer) click: signature checked in constant time, click checked,
 * fraud rules counted, the conversion recorded once and the offer's 1 WH credited through the ledger.
 * On SQLite and PostgreSQL (the API in its own child process), beside the bare Fastify route; the
 * ledger audit after each database's run must be clean.
 */
import { createHmac } from 'node:crypto';
import {
  POSTBACK_NETWORKS,
  POSTBACK_WIRES,
  type PostbackHmac,
  type PostbackNetworkId,
  postbackPath,
} from '@app/shared/tasklib/postback-protocol';
import autocannon, { type Result } from 'autocannon';
import { createDatabase, type DatabaseSettings } from '../apps/api/src/db/create-db';
import { networkSecrets } from '../scripts/dev-advertiser';
import { CONNECTIONS } from './api';
import type { GamesOptions, GamesRow } from './games';
import type { BenchUser } from './ledger-setup';
import { measurePlayersLoad } from './players-on-databases';

const OFFERS = 1_000;

/** One click a postback converts. */
export interface BenchClick {
  clickId: string;
  userId: number;
  offerId: string;
  network: PostbackNetworkId;
}

/** Each offer's network, in turn: the load exercises every network's wire. */
export function networkOfOffer(offer: number): PostbackNetworkId {
  return POSTBACK_NETWORKS[offer % POSTBACK_NETWORKS.length] as PostbackNetworkId;
}

/**
 * The clicks in sending order: offer by offer, every player's click of that offer, so that concurrent
 * requests credit different players (as real traffic does) and no click is converted twice before
 * every click was converted once.
 */
export function sendingOrder(userIds: readonly number[], offers: number): BenchClick[] {
  const clicks: BenchClick[] = [];
  for (let o = 0; o < offers; o++) {
    for (const userId of userIds) {
      clicks.push({
        clickId: `01BENCH${o}U${userId}`,
        userId,
        offerId: `bench_game.level_${o}`,
        network: networkOfOffer(o),
      });
    }
  }
  return clicks;
}

/** Whether an answer is the network's success answer (autocannon's verifyBody sees the body only). */
export function isSuccessAnswer(body: string): boolean {
  return body === 'OK' || body === '{"status":"success"}' || /^[\w.-]+:OK$/.test(body);
}

async function insertClicks(settings: DatabaseSettings, users: BenchUser[]): Promise<BenchClick[]> {
  const handle = createDatabase(settings);
  const now = Date.now();
  const clicks = sendingOrder(
    users.map((u) => u.id),
    OFFERS,
  );
  try {
    const product = await handle.db.selectFrom('product').select('id').orderBy('id').executeTakeFirstOrThrow();
    const offers = Array.from({ length: OFFERS }, (_, o) => ({
      xb_offer_id: `bench_game.level_${o}`,
      product_id: product.id,
      kind: 'level' as const,
      title: `Reach level ${o}`,
      description: 'bench',
      coin: 'WH',
      reward_units: 100,
      network: networkOfOffer(o),
      created_at: now,
    }));
    for (let i = 0; i < offers.length; i += 200) {
      await handle.db
        .insertInto('offer')
        .values(offers.slice(i, i + 200))
        .execute();
    }
    const ids = new Map(
      (await handle.db.selectFrom('offer').select(['id', 'xb_offer_id']).execute()).map((r) => [r.xb_offer_id, r.id]),
    );
    const rows = clicks.map((c) => ({
      click_id: c.clickId,
      user_id: c.userId,
      offer_id: ids.get(c.offerId) as number,
      country: 'vn',
      device_id: '',
      link: 'http://127.0.0.1:4013/',
      updated_at: now - 3_600_000,
      created_at: now - 3_600_000,
      take_time: Math.floor(now / 1000) - 3_600,
    }));
    // Batches small enough for SQLite's bound-parameter limit.
    for (let i = 0; i < rows.length; i += 500) {
      await handle.db
        .insertInto('offer_click')
        .values(rows.slice(i, i + 500))
        .execute();
    }
  } finally {
    await handle.close();
  }
  return clicks;
}

const hmac: PostbackHmac = (secret, message, encoding) => createHmac('sha256', secret).update(message).digest(encoding);

/** Sends the clicks' postbacks in order; `sent` carries on across the warm-up and the measured run. */
function deliver(url: string, state: { clicks: BenchClick[]; sent: number }, seconds: number) {
  const secrets = networkSecrets();
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (request: Record<string, unknown>) => {
          const serial = state.sent++;
          const click = state.clicks[serial % state.clicks.length] as BenchClick;
          const fields = {
            conversionId: `bench-${serial}`,
            clickId: click.clickId,
            userId: String(click.userId),
            offerId: click.offerId,
            reversal: false,
          };
          const signed = POSTBACK_WIRES[click.network].encode(fields, secrets[click.network], hmac, Date.now());
          const query = new URLSearchParams(signed.params).toString();
          if (signed.method === 'GET') {
            return {
              ...request,
              method: 'GET',
              path: `${postbackPath(click.network)}?${query}`,
              headers: signed.headers,
            };
          }
          return {
            ...request,
            method: 'POST',
            path: postbackPath(click.network),
            headers: { ...signed.headers, 'content-type': 'application/x-www-form-urlencoded' },
            body: query,
          };
        },
      },
    ],
    verifyBody: isSuccessAnswer,
  } as never) as unknown as Promise<Result>;
}

export function measurePostbacks(options: GamesOptions): Promise<GamesRow[]> {
  return measurePlayersLoad(options, {
    name: 'postbacks',
    bareSubject: 'one request a postback',
    requestsPerUnit: 1,
    subject: 'GET/POST /provider/tasklib/postback/<network>, a new conversion of 64 players × 1,000 offers each',
    prepare: async (_url, users, settings) => ({ clicks: await insertClicks(settings, users), sent: 0 }),
    load: (url, state, seconds) => deliver(url, state as { clicks: BenchClick[]; sent: number }, seconds),
  });
}
