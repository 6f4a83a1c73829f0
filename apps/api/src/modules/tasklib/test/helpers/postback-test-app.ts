import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import {
  POSTBACK_WIRES,
  type PostbackFields,
  type PostbackNetworkId,
  postbackPath,
} from '@app/shared/tasklib/postback-protocol';
import type { CoinName } from '@app/shared/wallet/coins';
import { signInByPhone } from '../../../../../test/helpers/sign-in';
import type { ServiceOverrides } from '../../../../compose';
import { buildOpsTestApp, type OpsTestApp } from '../../../ops/test/helpers/ops-test-app';
import { toUnits } from '../../../wallet';
import { postbackHmac } from '../../postbacks/postback-networks';
import { DEV_POSTBACK_SECRETS } from '../../postbacks/postbacks.config';

export interface PostbackTestApp extends OpsTestApp {
  /** The API's address: concurrent postbacks go over real HTTP. */
  url: string;
  player(): Promise<LoginResponse>;
  /** An offer of the first seeded product; answers its xb_offer_id. */
  offer(o?: Partial<OfferRow>): Promise<string>;
  /** A click of the player on the offer, as take_task records it; answers the click id. */
  click(userId: number, xbOfferId: string, c?: Partial<ClickRow>): Promise<string>;
  /** The player's balance of the coin, base units. */
  balance(userId: number, coin: CoinName): Promise<bigint>;
}

interface OfferRow {
  xb_offer_id: string;
  coin: CoinName;
  reward_units: number;
  network: string;
  min_convert_seconds: number;
  link_template: string;
}

interface ClickRow {
  country: string;
  device_id: string;
  /** Ms before now (the postbacks and the conversions read the real clock). */
  ago: number;
}

let phones = 0;
let serial = 0;

/** The API listening on 127.0.0.1, and fixtures of offers and clicks. */
export async function buildPostbackTestApp(
  env: Record<string, string> = {},
  services: ServiceOverrides = {},
): Promise<PostbackTestApp> {
  const t = await buildOpsTestApp(env, services);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  return {
    ...t,
    url,
    player: () =>
      signInByPhone(t, `9347${String(process.pid % 100).padStart(2, '0')}${String(++phones).padStart(3, '0')}`),
    async offer(o = {}) {
      const product = await t.db.selectFrom('product').select('id').orderBy('id').executeTakeFirstOrThrow();
      const xbOfferId = o.xb_offer_id ?? `test_game.reach_level_${++serial}`;
      await t.db
        .insertInto('offer')
        .values({
          xb_offer_id: xbOfferId,
          product_id: product.id,
          kind: 'level',
          title: 'Reach level 10',
          description: 'Install and reach level 10',
          coin: o.coin ?? 'WH',
          reward_units: o.reward_units ?? 5_000,
          network: o.network ?? 'ayet',
          link_template: o.link_template ?? '',
          min_convert_seconds: o.min_convert_seconds ?? 0,
          created_at: Date.now(),
        })
        .execute();
      return xbOfferId;
    },
    async click(userId, xbOfferId, c = {}) {
      const offer = await t.db
        .selectFrom('offer')
        .select('id')
        .where('xb_offer_id', '=', xbOfferId)
        .executeTakeFirstOrThrow();
      const clickId = `01TEST${randomBytes(10).toString('hex').toUpperCase()}`;
      const at = Date.now() - (c.ago ?? 3_600_000);
      await t.db
        .insertInto('offer_click')
        .values({
          click_id: clickId,
          user_id: userId,
          offer_id: offer.id,
          country: c.country ?? 'vn',
          device_id: c.device_id ?? '',
          link: 'https://advertiser.test/',
          updated_at: at,
          created_at: at,
          take_time: Math.floor(at / 1000),
        })
        .execute();
      return clickId;
    },
    async balance(userId, coin) {
      const row = await t.db
        .selectFrom('ledger_account')
        .select('balance')
        .where('user_id', '=', userId)
        .where('coin', '=', coin)
        .executeTakeFirst();
      return row ? toUnits(row.balance) : 0n;
    },
  };
}

export interface SentPostback {
  status: number;
  body: string;
}

/** Signs `fields` as the network does (with its dev secret unless `secret`) and sends them over HTTP. */
export async function sendPostback(
  t: Pick<PostbackTestApp, 'url'>,
  network: PostbackNetworkId,
  fields: Partial<PostbackFields> & Pick<PostbackFields, 'clickId' | 'userId' | 'offerId'>,
  secret = DEV_POSTBACK_SECRETS[network],
): Promise<SentPostback> {
  const full: PostbackFields = { conversionId: `tx-${++serial}`, reversal: false, ...fields };
  const request = POSTBACK_WIRES[network].encode(full, secret, postbackHmac, Date.now());
  const url = new URL(postbackPath(network), t.url);
  let init: RequestInit = { method: request.method, headers: request.headers };
  if (request.method === 'GET') url.search = new URLSearchParams(request.params).toString();
  else {
    init = {
      ...init,
      headers: { ...request.headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(request.params).toString(),
    };
  }
  const res = await fetch(url, init);
  return { status: res.status, body: await res.text() };
}

/** The conversion rows of a click, oldest first. */
export function conversionsOf(t: OpsTestApp, clickId: string) {
  return t.db
    .selectFrom('offer_conversion')
    .select(['conversion_id', 'status', 'flags', 'reason', 'amount_units'])
    .where('click_id', '=', clickId)
    .orderBy('id')
    .execute();
}
