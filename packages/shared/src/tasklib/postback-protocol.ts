/**
 * The wire protocols of the advertiser networks that post conversions to us (issue 15, docs/offers-postbacks.md).
 * Three networks, modelled on how real offerwalls call a publisher back, each with its own parameter
 * names, signature placement and success answer:
 *
 * - `ayet` (ayeT-Studios style): GET, query parameters; header `X-Ayetstudios-Security-Hash` = hex
 *   HMAC-SHA256 over the query string of every parameter sorted by name; a chargeback is the same
 *   transaction id with `is_chargeback=1`; success is HTTP 200 with the body `OK`.
 * - `prodege` (Prodege style): POST form body; parameter `signature` = base64url HMAC-SHA256 over the
 *   other parameters sorted by name as `name=value` joined by `:`; a reversal is `status=reversed` with
 *   the same transaction id; success is HTTP 200 with JSON `{"status":"success"}`.
 * - `ironsource` (ironSource offerwall style): GET; parameter `signature` = hex HMAC-SHA256 over fixed
 *   fields concatenated in a documented order; every callback has its own `eventId`, a negative one
 *   (negative `rewards`) names the event it revokes in `originalEventId`; success is HTTP 200 with
 *   the body `<eventId>:OK`.
 *
 * Both sides use this file: the API reads and verifies (modules/tasklib/postbacks), the advertiser
 * sandbox (scripts/dev-advertiser.ts) writes and signs. Pure: the HMAC comes in as a function
 * (node:crypto on either side) and the API compares in constant time itself.
 */

export const POSTBACK_NETWORKS = ['ayet', 'prodege', 'ironsource'] as const;
export type PostbackNetworkId = (typeof POSTBACK_NETWORKS)[number];

export function isPostbackNetwork(value: string): value is PostbackNetworkId {
  return (POSTBACK_NETWORKS as readonly string[]).includes(value);
}

/** The endpoint a network calls (provider group, server to server). */
export function postbackPath(network: PostbackNetworkId): string {
  return `/provider/tasklib/postback/${network}`;
}

/** What every network tells us, in our words. */
export interface PostbackFields {
  /** The network's id of this callback: the conversion id (a reversal's own id on ironsource). */
  conversionId: string;
  /** Our click id, handed to the advertiser in the offer link and passed back. */
  clickId: string;
  /** Our user id, as the network knows the user. */
  userId: string;
  /** The offer's public id (xb_offer_id). */
  offerId: string;
  /** The reward in the offer's coin, a decimal string ("12.5"); absent: the offer's reward. */
  amount?: string;
  /** ISO 3166 alpha-2 country the network saw the conversion from, lower-case. */
  country?: string;
  /** A chargeback / reversal of an earlier conversion. */
  reversal: boolean;
  /** The conversion a reversal revokes when it is not `conversionId` (ironsource). */
  revokes?: string;
}

/** One HTTP request as a network sends it. */
export interface PostbackRequest {
  method: 'GET' | 'POST';
  /** Query parameters (GET) or form fields (POST, application/x-www-form-urlencoded). */
  params: Record<string, string>;
  headers: Record<string, string>;
}

/** HMAC-SHA256 of `message` under `secret`; `encoding` as the network writes it. */
export type PostbackHmac = (secret: string, message: string, encoding: 'hex' | 'base64url') => string;

/** What a request says before its signature is checked: the fields, the signature given and the text it must sign. */
export interface DecodedPostback {
  fields: PostbackFields;
  signature: string;
  signedText: string;
  encoding: 'hex' | 'base64url';
}

export class PostbackFormatError extends Error {}

export interface PostbackWire {
  id: PostbackNetworkId;
  method: 'GET' | 'POST';
  /** The request the network sends for `fields`, signed with `secret`; `at` is its clock (ms). */
  encode(fields: PostbackFields, secret: string, hmac: PostbackHmac, at: number): PostbackRequest;
  /** The fields of a received request; throws PostbackFormatError when a required one is missing. */
  decode(params: Record<string, string>, headers: Record<string, string | undefined>): DecodedPostback;
  /** The body we answer: the network's success answer when `refusal` is absent. */
  answer(conversionId: string | undefined, refusal?: string): PostbackAnswerBody;
  /** Whether the answer (status and body) means "delivered" to this network. */
  isSuccess(status: number, body: string, fields: PostbackFields): boolean;
}

export interface PostbackAnswerBody {
  contentType: 'text/plain; charset=utf-8' | 'application/json; charset=utf-8';
  body: string;
}

const text = (body: string): PostbackAnswerBody => ({ contentType: 'text/plain; charset=utf-8', body });

/** `name=value` pairs sorted by name (code-unit order, as PHP's ksort(SORT_STRING)). */
function sortedPairs(params: Record<string, string>, skip?: string): [string, string][] {
  return Object.entries(params)
    .filter(([name]) => name !== skip)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

function required(params: Record<string, string>, name: string): string {
  const value = params[name];
  if (value === undefined || value === '') throw new PostbackFormatError(`missing parameter ${name}`);
  return value;
}

function optional(params: Record<string, string>, name: string): string | undefined {
  const value = params[name];
  return value === undefined || value === '' ? undefined : value;
}

function withoutEmpty(params: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined));
}

export const AYET_SIGNATURE_HEADER = 'x-ayetstudios-security-hash';

const ayet: PostbackWire = {
  id: 'ayet',
  method: 'GET',
  encode(f, secret, hmac) {
    const params = withoutEmpty({
      transaction_id: f.conversionId,
      external_identifier: f.userId,
      custom_1: f.clickId,
      offer_id: f.offerId,
      currency_amount: f.amount,
      country: f.country,
      is_chargeback: f.reversal ? '1' : '0',
    });
    const text = new URLSearchParams(sortedPairs(params)).toString();
    return { method: 'GET', params, headers: { [AYET_SIGNATURE_HEADER]: hmac(secret, text, 'hex') } };
  },
  decode(params, headers) {
    return {
      fields: {
        conversionId: required(params, 'transaction_id'),
        userId: required(params, 'external_identifier'),
        clickId: required(params, 'custom_1'),
        offerId: required(params, 'offer_id'),
        amount: optional(params, 'currency_amount'),
        country: optional(params, 'country')?.toLowerCase(),
        reversal: params.is_chargeback === '1',
      },
      signature: headers[AYET_SIGNATURE_HEADER] ?? '',
      signedText: new URLSearchParams(sortedPairs(params)).toString(),
      encoding: 'hex',
    };
  },
  answer: (_id, refusal) => text(refusal ? `ERROR: ${refusal}` : 'OK'),
  isSuccess: (status, body) => status === 200 && body.trim() === 'OK',
};

/** Prodege's string to sign: sorted `name=value` joined by ':' (the signature itself left out). */
function prodegeText(params: Record<string, string>): string {
  return sortedPairs(params, 'signature')
    .map(([name, value]) => `${name}=${value}`)
    .join(':');
}

const prodege: PostbackWire = {
  id: 'prodege',
  method: 'POST',
  encode(f, secret, hmac, at) {
    const params = withoutEmpty({
      transaction_id: f.conversionId,
      member_id: f.userId,
      sub_id: f.clickId,
      offer_id: f.offerId,
      points: f.amount,
      country_code: f.country?.toUpperCase(),
      status: f.reversal ? 'reversed' : 'complete',
      request_date: String(at),
    });
    return {
      method: 'POST',
      params: { ...params, signature: hmac(secret, prodegeText(params), 'base64url') },
      headers: {},
    };
  },
  decode(params) {
    const status = required(params, 'status');
    if (status !== 'complete' && status !== 'reversed') throw new PostbackFormatError('status: complete or reversed');
    return {
      fields: {
        conversionId: required(params, 'transaction_id'),
        userId: required(params, 'member_id'),
        clickId: required(params, 'sub_id'),
        offerId: required(params, 'offer_id'),
        amount: optional(params, 'points'),
        country: optional(params, 'country_code')?.toLowerCase(),
        reversal: status === 'reversed',
      },
      signature: params.signature ?? '',
      signedText: prodegeText(params),
      encoding: 'base64url',
    };
  },
  answer: (_id, refusal) => ({
    contentType: 'application/json; charset=utf-8',
    body: JSON.stringify(refusal ? { status: 'error', reason: refusal } : { status: 'success' }),
  }),
  isSuccess(status, body) {
    if (status !== 200) return false;
    try {
      return (JSON.parse(body) as { status?: unknown }).status === 'success';
    } catch {
      return false;
    }
  },
};

/** ironSource's fields in their signed order; an absent one signs as the empty string. */
const IRONSOURCE_SIGNED = [
  'timestamp',
  'eventId',
  'appUserId',
  'rewards',
  'itemName',
  'clickId',
  'country',
  'originalEventId',
];

function ironsourceText(params: Record<string, string>): string {
  return IRONSOURCE_SIGNED.map((name) => params[name] ?? '').join('');
}

/** YYYYMMDDHHmm in UTC, ironSource's timestamp. */
function minuteStamp(at: number): string {
  return new Date(at).toISOString().slice(0, 16).replace(/[-T:]/g, '');
}

const ironsource: PostbackWire = {
  id: 'ironsource',
  method: 'GET',
  encode(f, secret, hmac, at) {
    const rewards = f.amount === undefined ? undefined : f.reversal ? `-${f.amount}` : f.amount;
    const params = withoutEmpty({
      eventId: f.conversionId,
      appUserId: f.userId,
      clickId: f.clickId,
      itemName: f.offerId,
      rewards,
      country: f.country,
      timestamp: minuteStamp(at),
      originalEventId: f.reversal ? (f.revokes ?? f.conversionId) : undefined,
    });
    return {
      method: 'GET',
      params: { ...params, signature: hmac(secret, ironsourceText(params), 'hex') },
      headers: {},
    };
  },
  decode(params) {
    const rewards = optional(params, 'rewards');
    const revokes = optional(params, 'originalEventId');
    const negative = rewards?.startsWith('-') ?? false;
    return {
      fields: {
        conversionId: required(params, 'eventId'),
        userId: required(params, 'appUserId'),
        clickId: required(params, 'clickId'),
        offerId: required(params, 'itemName'),
        amount: negative ? rewards?.slice(1) : rewards,
        country: optional(params, 'country')?.toLowerCase(),
        reversal: negative || revokes !== undefined,
        revokes,
      },
      signature: params.signature ?? '',
      signedText: ironsourceText({ ...params, timestamp: required(params, 'timestamp') }),
      encoding: 'hex',
    };
  },
  answer: (id, refusal) => text(refusal ? `${id ?? ''}:ERROR ${refusal}` : `${id ?? ''}:OK`),
  isSuccess: (status, body, f) => status === 200 && body.trim() === `${f.conversionId}:OK`,
};

export const POSTBACK_WIRES: Readonly<Record<PostbackNetworkId, PostbackWire>> = { ayet, prodege, ironsource };
