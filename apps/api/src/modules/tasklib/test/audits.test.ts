import { readdir } from 'node:fs/promises';
import { BodyCode } from '@app/shared';
import { OFFERS_CATALOGUE } from '@app/shared/tasklib/offer-catalogue-item';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide } from '../../ops/test/helpers/console-calls';
import { type OpsSession, operatorWith, opsCall, ownerSignedIn } from '../../ops/test/helpers/ops-test-app';
import { auditBreaches } from '../../wallet/test/helpers/wallet-ledger';
import { buildTasklibTestApp, dataUrl, type Player, PNG_1X1, type TasklibTestApp } from './helpers/tasklib-app';

const MAX_BYTES = 4096;

/** Issue 15 item 2 (submit_audit) and the operator side: the approval kind, the image, the offers catalogue. */
describe('task proofs (audits) and the offers catalogue', () => {
  let t: TasklibTestApp;
  let owner: OpsSession;
  let finance: OpsSession;
  beforeAll(async () => {
    t = await buildTasklibTestApp({ TASKLIB_AUDIT_IMAGE_MAX_BYTES: String(MAX_BYTES) });
    owner = await ownerSignedIn(t);
    finance = await operatorWith(t, owner, ['finance']);
  });
  afterAll(async () => {
    await t.close();
  });

  const takeRecharge = async (player: Player) =>
    (await t.call(player, '/cpl/take_task', { XbOfferId: 'mega_wheel.recharge_10_rounds' })).data.clickId as string;
  const submit = (player: Player, clickId: string, img: string, content = 'Ten rounds played, history attached') =>
    t.call(player, '/cpl/submit_audit', { offerId: 'mega_wheel.recharge_10_rounds', clickId, content, img });
  const pendingApprovals = async () =>
    (
      await opsCall(
        t,
        { method: 'GET', path: '/ops/approvals' },
        { kind: 'tasklib.audit', status: 'pending' },
        { session: finance },
      )
    ).body.data.items as { id: number; summary: string; payload: { audit_id: string; click_id: string } }[];
  const approvalOf = async (auditId: string) =>
    (await pendingApprovals()).find((a) => a.payload.audit_id === auditId) as { id: number; summary: string };

  it('a proof with a real PNG waits in the approvals queue; the operator sees the image; approval credits once', async () => {
    const player = await t.player();
    const clickId = await takeRecharge(player);
    const res = await submit(player, clickId, dataUrl(PNG_1X1));
    expect(res.code).toBe(BodyCode.OK);
    expect(res.data).toMatchObject({ status: 'pending', imageType: 'image/png', imageBytes: PNG_1X1.length });
    expect(await readdir(t.imageDir)).toContain(`${res.data.auditId}.png`);
    const approval = await approvalOf(res.data.auditId);
    expect(approval.summary).toMatch(/Top up and play 10 rounds of Mega Wheel/);
    const list = await t.call(player, '/cpl/product_complete_list', {});
    expect(list.data.list[0]).toMatchObject({ clickId, status: 'pending' });

    const image = await opsCall(
      t,
      { method: 'GET', path: '/ops/tasklib/audit_image' },
      { audit_id: res.data.auditId },
      { session: finance },
    );
    expect(image.body.code).toBe(BodyCode.OK);
    expect(image.body.data).toMatchObject({ type: 'image/png', bytes: PNG_1X1.length, data_url: dataUrl(PNG_1X1) });
    const support = await operatorWith(t, owner, ['support']);
    const denied = await opsCall(
      t,
      { method: 'GET', path: '/ops/tasklib/audit_image' },
      { audit_id: res.data.auditId },
      { session: support },
    );
    expect(denied.body.code).toBe(BodyCode.OPS_PERMISSION_DENIED);
    const imageOf = async (auditId: string) =>
      (
        await opsCall(
          t,
          { method: 'GET', path: '/ops/tasklib/audit_image' },
          { audit_id: auditId },
          { session: finance },
        )
      ).body.code;
    expect(await imageOf('../../etc/passwd')).toBe(BodyCode.INVALID_PARAMS);
    expect(await imageOf('0'.repeat(26))).toBe(BodyCode.RESOURCE_NOT_FOUND);

    const approved = await decide(t, finance, approval.id, 'approve');
    expect(approved.body.code).toBe(BodyCode.OK);
    expect(await t.balance(player, 'KC')).toBe('40');
    expect((await decide(t, finance, approval.id, 'approve')).body.code).toBe(BodyCode.APPROVAL_DECIDED);
    expect(await t.balance(player, 'KC')).toBe('40');
    const done = await t.call(player, '/cpl/product_complete_list', { status: 'completed' });
    expect(done.data.list.map((x: { clickId: string }) => x.clickId)).toEqual([clickId]);
    expect(await auditBreaches(t.db)).toEqual([]);
  });

  it('one pending proof per click; a rejected proof shows its reason and a new proof may follow', async () => {
    const player = await t.player();
    const clickId = await takeRecharge(player);
    const first = await submit(player, clickId, dataUrl(PNG_1X1));
    const second = await submit(player, clickId, dataUrl(PNG_1X1));
    expect(second.code).toBe(BodyCode.OFFER_AUDIT_PENDING);
    const approval = await approvalOf(first.data.auditId);
    expect((await decide(t, finance, approval.id, 'reject', 'the screenshot shows another game')).body.code).toBe(
      BodyCode.OK,
    );
    const rejected = await t.call(player, '/cpl/product_complete_list', { status: 'rejected' });
    expect(rejected.data.list[0]).toMatchObject({ clickId, reason: 'the screenshot shows another game' });
    expect(await t.balance(player, 'KC')).toBe('0');
    const retry = await submit(player, clickId, dataUrl(PNG_1X1), 'Now the right game');
    expect(retry.code).toBe(BodyCode.OK);
  });

  it('an image that is not an image, or too large, is refused and nothing is stored', async () => {
    const player = await t.player();
    const clickId = await takeRecharge(player);
    const before = (await readdir(t.imageDir)).length;
    const notImage = await submit(player, clickId, dataUrl(Buffer.from('<?php system($_GET["c"]); ?>'), 'image/png'));
    expect(notImage.code).toBe(BodyCode.OFFER_AUDIT_IMAGE_INVALID);
    expect(notImage.data).toMatchObject({ field: 'img', reason: 'not_an_image' });
    const html = await submit(player, clickId, dataUrl(Buffer.from('<svg onload="alert(1)"/>'), 'image/svg+xml'));
    expect(html.data.reason).toBe('not_an_image');
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(MAX_BYTES)]);
    const tooLarge = await submit(player, clickId, dataUrl(big));
    expect(tooLarge.code).toBe(BodyCode.OFFER_AUDIT_IMAGE_INVALID);
    expect(tooLarge.data).toMatchObject({ reason: 'too_large', max_bytes: MAX_BYTES });
    const notDataUrl = await submit(player, clickId, 'https://example.com/a.png');
    expect(notDataUrl.code).toBe(BodyCode.INVALID_PARAMS);
    expect(notDataUrl.data.field).toBe('img');
    expect((await submit(player, clickId, dataUrl(PNG_1X1), '')).code).toBe(BodyCode.INVALID_PARAMS);
    // A body past the route's limit (the cap as base64 plus 64 KiB) is refused before it is parsed.
    const huge = await submit(player, clickId, dataUrl(Buffer.concat([PNG_1X1, Buffer.alloc(200_000)])));
    expect(huge.code).toBe(BodyCode.PAYLOAD_TOO_LARGE);
    expect((await readdir(t.imageDir)).length).toBe(before);
    const rows = await t.db.selectFrom('offer_audit').select('id').where('user_id', '=', player.user_id).execute();
    expect(rows).toEqual([]);
  });

  it('a proof for a task the advertiser completes, or for a foreign click, is refused', async () => {
    const player = await t.player();
    const other = await t.player();
    const install = (await t.call(player, '/cpl/take_task', { XbOfferId: 'word_master.install' })).data.clickId;
    const res = await t.call(player, '/cpl/submit_audit', {
      offerId: 'word_master.install',
      clickId: install,
      content: 'installed',
      img: dataUrl(PNG_1X1),
    });
    expect(res.code).toBe(BodyCode.INVALID_PARAMS);
    expect(res.data.field).toBe('offerId');
    const clickId = await takeRecharge(player);
    const foreign = await submit(other, clickId, dataUrl(PNG_1X1));
    expect(foreign.code).toBe(BodyCode.RESOURCE_NOT_FOUND);
  });

  it('operators edit an offer (title, reward, countries) and disable it through the catalogue', async () => {
    const entry = async () =>
      (
        await opsCall(
          t,
          { method: 'GET', path: '/ops/catalogues/entry' },
          { catalogue: OFFERS_CATALOGUE, id: 'sudoku_sprint.expert' },
          { session: owner },
        )
      ).body.data;
    const update = (item: object) =>
      opsCall(
        t,
        { method: 'POST', path: '/ops/catalogues/update' },
        { catalogue: OFFERS_CATALOGUE, id: 'sudoku_sprint.expert', item },
        { session: owner },
      );
    const { item } = await entry();
    expect(item).toMatchObject({ xb_offer_id: 'sudoku_sprint.expert', coin: 'KC', reward: '12', countries: [] });
    const edited = await update({
      ...item,
      title: 'Solve an expert 9x9 puzzle (no hints)',
      reward: '14.5',
      countries: ['vn'],
    });
    expect(edited.body.code).toBe(BodyCode.OK);
    const vn = await t.player('vn');
    const son = await t.call(vn, '/cpl/list_son', { parent_id: 'sudoku_sprint.install' });
    expect(son.data.list[0]).toMatchObject({ title: 'Solve an expert 9x9 puzzle (no hints)', reward: '14.5' });
    const br = await t.player('br');
    expect((await t.call(br, '/cpl/take_task', { XbOfferId: 'sudoku_sprint.expert' })).code).toBe(
      BodyCode.OFFER_NOT_OFFERED,
    );

    expect((await update({ ...item, coin: 'WH' })).body.code).toBe(BodyCode.INVALID_PARAMS);
    expect((await update({ ...item, reward: '1.23456' })).body.code).toBe(BodyCode.INVALID_PARAMS);
    expect((await update({ ...item, countries: ['VN'] })).body.code).toBe(BodyCode.INVALID_PARAMS);
    const create = await opsCall(
      t,
      { method: 'POST', path: '/ops/catalogues/create' },
      { catalogue: OFFERS_CATALOGUE, item: { ...item, xb_offer_id: 'new.offer' } },
      { session: owner },
    );
    expect(create.body.code).toBe(BodyCode.INVALID_PARAMS);

    const disabled = await opsCall(
      t,
      { method: 'POST', path: '/ops/catalogues/disable' },
      { catalogue: OFFERS_CATALOGUE, id: 'sudoku_sprint.expert', disabled: true },
      { session: owner },
    );
    expect(disabled.body.code).toBe(BodyCode.OK);
    expect((await t.call(vn, '/cpl/take_task', { XbOfferId: 'sudoku_sprint.expert' })).code).toBe(
      BodyCode.RESOURCE_NOT_FOUND,
    );
    const after = await t.call(vn, '/cpl/list_son', { parent_id: 'sudoku_sprint.install' });
    expect(after.data.list).toEqual([]);
  });
});
