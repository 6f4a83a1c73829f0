import { createHmac } from 'node:crypto';
import {
  POSTBACK_NETWORKS,
  POSTBACK_WIRES,
  type PostbackFields,
  type PostbackNetworkId,
} from '@app/shared/tasklib/postback-protocol';
import { describe, expect, it } from 'vitest';
import { postbackHmac, postbackNetworks } from '../postbacks/postback-networks';
import { PostbackRefusal } from '../postbacks/postback-outcome';
import { DEV_POSTBACK_SECRETS } from '../postbacks/postbacks.config';

const AT = Date.UTC(2026, 10, 27, 14, 5);
const FIELDS: PostbackFields = {
  conversionId: 'tx-1001',
  clickId: '01JDCLICK0000000000000000',
  userId: '42',
  offerId: 'tiger_slots.reach_level_10',
  amount: '12.5',
  country: 'vn',
  reversal: false,
};
const networks = postbackNetworks(DEV_POSTBACK_SECRETS);

function sign(network: PostbackNetworkId, fields: PostbackFields = FIELDS, secret = DEV_POSTBACK_SECRETS[network]) {
  return POSTBACK_WIRES[network].encode(fields, secret, postbackHmac, AT);
}

function refusalOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof PostbackRefusal) return error.reason;
    throw error;
  }
  return 'accepted';
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest();

describe.each(POSTBACK_NETWORKS)('the %s postback signature', (id) => {
  const network = networks.get(id);
  if (!network) throw new Error(`no network ${id}`);

  it('reads back what the network signed', () => {
    const request = sign(id);
    expect(request.method).toBe(network.method);
    expect(network.read(request.params, request.headers)).toEqual(FIELDS);
  });

  it('reads a reversal as a reversal', () => {
    const reversal = {
      ...FIELDS,
      reversal: true,
      ...(id === 'ironsource' ? { conversionId: 'tx-1001.r', revokes: 'tx-1001' } : {}),
    };
    const request = sign(id, reversal);
    expect(network.read(request.params, request.headers)).toMatchObject({ reversal: true });
  });

  it('refuses a changed parameter (the reward raised)', () => {
    const request = sign(id);
    const amountParam = { ayet: 'currency_amount', prodege: 'points', ironsource: 'rewards' }[id];
    expect(refusalOf(() => network.read({ ...request.params, [amountParam]: '1000' }, request.headers))).toBe(
      'bad_signature',
    );
  });

  it("refuses a request signed with another secret (another network's)", () => {
    const other = POSTBACK_NETWORKS.find((n) => n !== id) as PostbackNetworkId;
    const request = sign(id, FIELDS, DEV_POSTBACK_SECRETS[other]);
    expect(refusalOf(() => network.read(request.params, request.headers))).toBe('bad_signature');
  });

  it('refuses a request without a signature and one without a click id', () => {
    const request = sign(id);
    const { signature: _s, ...unsigned } = request.params;
    expect(refusalOf(() => network.read(unsigned, {}))).toBe('bad_signature');
    const clickParam = { ayet: 'custom_1', prodege: 'sub_id', ironsource: 'clickId' }[id];
    const { [clickParam]: _c, ...noClick } = request.params;
    expect(refusalOf(() => network.read(noClick, request.headers))).toBe('bad_request');
  });

  it('words the success answer the network recognises, and a refusal it does not', () => {
    const ok = network.answer(FIELDS.conversionId);
    expect(POSTBACK_WIRES[id].isSuccess(200, ok.body, FIELDS)).toBe(true);
    const refused = network.answer(FIELDS.conversionId, 'unknown_click');
    expect(POSTBACK_WIRES[id].isSuccess(200, refused.body, FIELDS)).toBe(false);
    expect(POSTBACK_WIRES[id].isSuccess(500, ok.body, FIELDS)).toBe(false);
  });
});

describe('each network signs what its documentation says', () => {
  it('ayet: hex HMAC-SHA256 of the sorted query string, in the X-Ayetstudios-Security-Hash header', () => {
    const request = sign('ayet');
    const text =
      'country=vn&currency_amount=12.5&custom_1=01JDCLICK0000000000000000&external_identifier=42&is_chargeback=0&offer_id=tiger_slots.reach_level_10&transaction_id=tx-1001';
    expect(request.headers['x-ayetstudios-security-hash']).toBe(hmac(DEV_POSTBACK_SECRETS.ayet, text).toString('hex'));
  });

  it('prodege: base64url HMAC-SHA256 of sorted name=value joined by colons, in the signature field', () => {
    const request = sign('prodege');
    const text = `country_code=VN:member_id=42:offer_id=tiger_slots.reach_level_10:points=12.5:request_date=${AT}:status=complete:sub_id=01JDCLICK0000000000000000:transaction_id=tx-1001`;
    expect(request.params.signature).toBe(hmac(DEV_POSTBACK_SECRETS.prodege, text).toString('base64url'));
  });

  it('ironsource: hex HMAC-SHA256 of the fixed fields in order, in the signature parameter', () => {
    const request = sign('ironsource');
    const text = '202611271405tx-10014212.5tiger_slots.reach_level_1001JDCLICK0000000000000000vn';
    expect(request.params.signature).toBe(hmac(DEV_POSTBACK_SECRETS.ironsource, text).toString('hex'));
  });
});
