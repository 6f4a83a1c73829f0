import { BodyCode } from '@app/shared';
import { rewardTaskRemainingDays } from '@app/shared/tasklib/reward-task';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonHeaders } from '../../../../test/helpers/test-app';
import { buildTasklibTestApp, dataUrl, PNG_1X1, type TasklibTestApp } from './helpers/tasklib-app';

/** Issue 15 item 2: take_task, report_ev, task/action, verify and the complete list. */
describe('task life cycle', () => {
  let t: TasklibTestApp;
  beforeAll(async () => {
    t = await buildTasklibTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('take_task records a click (server id, device, country) and answers the link with the ids substituted', async () => {
    const player = await t.player();
    const res = await t.call(
      player,
      '/cpl/take_task',
      { XbOfferId: 'tiger_slots.install', clickId: 'mine' },
      { 'D-Id': 'device-42' },
    );
    expect(res.code).toBe(BodyCode.OK);
    const { clickId, link } = res.data;
    expect(clickId).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(link).toBe(
      `https://offers.ayet.example/click/tiger_slots.install?click_id=${clickId}&external_identifier=${player.user_id}`,
    );
    expect(res.data.reused).toBe(false);
    expect(res.data.task).toMatchObject({ xbOfferId: 'tiger_slots.install', state: 'in_progress' });
    expect(res.data.rewardTask.expired).toBe(7);
    expect(rewardTaskRemainingDays(res.data.rewardTask)).toBe(7);
    const row = await t.db
      .selectFrom('offer_click')
      .selectAll()
      .where('click_id', '=', clickId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: player.user_id,
      country: 'vn',
      device_id: 'device-42',
      status: 'in_progress',
    });

    // A second take answers the same click: no second row.
    const again = await t.call(player, '/cpl/take_task', { XbOfferId: 'tiger_slots.install' });
    expect(again.data).toMatchObject({ clickId, reused: true, link });
    const rows = await t.db.selectFrom('offer_click').select('id').where('user_id', '=', player.user_id).execute();
    expect(rows).toHaveLength(1);
    // The product page now shows the task as taken.
    const product = await t.call(player, '/cpl/product_detail', { ProductId: res.data.task.productId });
    expect(product.data.tasks[0]).toMatchObject({ state: 'in_progress' });
    expect(product.data.tasks[0].rewardTask.takeTime).toBe(Number(row.take_time));
  });

  it("take_task on a task not offered in the player's country is refused and records nothing", async () => {
    const player = await t.player('us');
    const res = await t.call(player, '/cpl/take_task', { XbOfferId: 'lucky_lotto.signup' });
    expect(res.code).toBe(BodyCode.OFFER_NOT_OFFERED);
    expect(res.data).toMatchObject({ xbOfferId: 'lucky_lotto.signup', country: 'us' });
    // envContext.country decides over the header: a 'vn' player asking as 'br' cannot take the lotto either.
    const vnPlayer = await t.player('vn');
    const asBr = await t.call(vnPlayer, '/cpl/take_task', {
      XbOfferId: 'lucky_lotto.signup',
      envContext: { country: 'br' },
    });
    expect(asBr.code).toBe(BodyCode.OFFER_NOT_OFFERED);
    // The partner survey is offered in br and mx only.
    const survey = await t.call(vnPlayer, '/cpl/take_task', { XbOfferId: 'crypto_quiz.partner_survey' });
    expect(survey.code).toBe(BodyCode.OFFER_NOT_OFFERED);
    const clicks = await t.db
      .selectFrom('offer_click')
      .select('id')
      .where('user_id', 'in', [player.user_id, vnPlayer.user_id])
      .execute();
    expect(clicks).toEqual([]);
  });

  it('take_task: bad input is refused with the field named', async () => {
    const player = await t.player();
    const cases: [object, number, string | undefined][] = [
      [{ XbOfferId: 'nope.unknown' }, BodyCode.RESOURCE_NOT_FOUND, 'xbOfferId'],
      [{ XbOfferId: 'BAD ID' }, BodyCode.INVALID_PARAMS, 'XbOfferId'],
      [{}, BodyCode.INVALID_PARAMS, 'XbOfferId'],
      [{ XbOfferId: 'pet_battle.first_win', user_id: player.user_id + 1 }, BodyCode.INVALID_PARAMS, 'user_id'],
      [{ XbOfferId: 'pet_battle.first_win', parent_id: 'bubble_pop.install' }, BodyCode.INVALID_PARAMS, 'parent_id'],
    ];
    for (const [body, code, field] of cases) {
      const res = await t.call(player, '/cpl/take_task', body);
      expect(res.code, JSON.stringify(body)).toBe(code);
      expect(res.data?.field).toBe(field);
    }
    const withParent = await t.call(player, '/cpl/take_task', {
      XbOfferId: 'pet_battle.first_win',
      parent_id: 'pet_battle.install',
      user_id: player.user_id,
    });
    expect(withParent.code).toBe(BodyCode.OK);
    const signedOut = await t.call(undefined, '/cpl/take_task', { XbOfferId: 'pet_battle.install' }, commonHeaders());
    expect(signedOut.code).toBe(BodyCode.SESSION_INVALID);
  });

  it("report_ev and task/action are recorded against the player's click; unknown tasks and foreign clicks are refused", async () => {
    const player = await t.player();
    const other = await t.player();
    const { data } = await t.call(player, '/cpl/take_task', { XbOfferId: 'bubble_pop.install' });
    const ev = await t.call(player, '/cpl/report_ev', {
      action: 'open_link',
      XbOfferId: 'bubble_pop.install',
      clickId: data.clickId,
      link: data.link,
    });
    expect(ev.code).toBe(BodyCode.OK);
    expect(ev.data.recorded).toBe(true);
    const act = await t.call(player, '/task/action', {
      xbOfferId: 'bubble_pop.install',
      action: 'installed',
      action_type: 'store',
    });
    expect(act.code).toBe(BodyCode.OK);
    const events = await t.db
      .selectFrom('offer_event')
      .selectAll()
      .where('user_id', '=', player.user_id)
      .orderBy('id')
      .execute();
    expect(events.map((e) => [e.source, e.action, e.action_type, e.click_id])).toEqual([
      ['report_ev', 'open_link', '', data.clickId],
      ['task_action', 'installed', 'store', data.clickId],
    ]);
    const foreign = await t.call(other, '/cpl/report_ev', {
      action: 'x',
      XbOfferId: 'bubble_pop.install',
      clickId: data.clickId,
    });
    expect(foreign.code).toBe(BodyCode.RESOURCE_NOT_FOUND);
    expect(foreign.data.field).toBe('clickId');
    const wrongTask = await t.call(player, '/cpl/report_ev', {
      action: 'x',
      XbOfferId: 'word_master.install',
      clickId: data.clickId,
    });
    expect(wrongTask.code).toBe(BodyCode.RESOURCE_NOT_FOUND);
    expect((await t.call(player, '/task/action', { xbOfferId: 'nope.none', action: 'x' })).code).toBe(
      BodyCode.RESOURCE_NOT_FOUND,
    );
    expect((await t.call(player, '/task/action', { xbOfferId: 'bubble_pop.install', action: '' })).code).toBe(
      BodyCode.INVALID_PARAMS,
    );
    expect((await t.call(player, '/cpl/report_ev', { action: 'a b', XbOfferId: 'bubble_pop.install' })).code).toBe(
      BodyCode.INVALID_PARAMS,
    );
    const after = await t.db
      .selectFrom('offer_event')
      .select('id')
      .where('user_id', 'in', [player.user_id, other.user_id])
      .execute();
    expect(after).toHaveLength(2);
  });

  it('verify completes a welfare task once acted on (credited once); an advertiser task answers its status', async () => {
    const player = await t.player();
    // The welcome bonus pays some coins at sign-up: the test counts what moves.
    const happyBefore = Number(await t.balance(player, 'HAPPY'));
    const whBefore = await t.balance(player, 'WH');
    const { data } = await t.call(player, '/cpl/take_task', { XbOfferId: 'tiger_slots.daily_checkin' });
    const early = await t.call(player, '/cpl/verify', { offerId: 'tiger_slots.daily_checkin', clickId: data.clickId });
    expect(early.data).toMatchObject({ status: 'in_progress', completedNow: false, waitingFor: 'action' });
    await t.call(player, '/task/action', { xbOfferId: 'tiger_slots.daily_checkin', action: 'opened_game' });
    const done = await t.call(player, '/cpl/verify', { offerId: 'tiger_slots.daily_checkin', clickId: data.clickId });
    expect(done.data).toMatchObject({
      status: 'completed',
      completedNow: true,
      waitingFor: null,
      reward: '2',
      coin: 'HAPPY',
    });
    const repeat = await t.call(player, '/cpl/verify', { offerId: 'tiger_slots.daily_checkin', clickId: data.clickId });
    expect(repeat.data).toMatchObject({ status: 'completed', completedNow: false });
    expect(Number(await t.balance(player, 'HAPPY'))).toBe(happyBefore + 2);
    expect((await t.call(player, '/cpl/take_task', { XbOfferId: 'tiger_slots.daily_checkin' })).code).toBe(
      BodyCode.OFFER_ALREADY_REWARDED,
    );

    const install = await t.call(player, '/cpl/take_task', { XbOfferId: 'word_master.install' });
    await t.call(player, '/task/action', { xbOfferId: 'word_master.install', action: 'installed' });
    const waiting = await t.call(player, '/cpl/verify', {
      offerId: 'word_master.install',
      clickId: install.data.clickId,
    });
    expect(waiting.data).toMatchObject({ status: 'in_progress', completedNow: false, waitingFor: 'advertiser' });
    expect(await t.balance(player, 'WH')).toBe(whBefore);
    // Another task's click, a malformed click id.
    expect((await t.call(player, '/cpl/verify', { offerId: 'word_master.install', clickId: data.clickId })).code).toBe(
      BodyCode.RESOURCE_NOT_FOUND,
    );
    expect((await t.call(player, '/cpl/verify', { offerId: 'word_master.install', clickId: 'abc' })).code).toBe(
      BodyCode.INVALID_PARAMS,
    );
  });

  it('a proof near the default 1 MiB image cap is taken although its body is over BODY_LIMIT', async () => {
    const player = await t.player();
    const { data } = await t.call(player, '/cpl/take_task', { XbOfferId: 'mega_wheel.recharge_10_rounds' });
    const png = Buffer.concat([PNG_1X1, Buffer.alloc(1024 * 1024 - PNG_1X1.length)]);
    const img = dataUrl(png);
    expect(img.length).toBeGreaterThan(t.config.bodyLimit);
    const res = await t.call(player, '/cpl/submit_audit', {
      offerId: 'mega_wheel.recharge_10_rounds',
      clickId: data.clickId,
      content: 'round history',
      img,
    });
    expect(res.code).toBe(BodyCode.OK);
    expect(res.data).toMatchObject({ imageType: 'image/png', imageBytes: 1024 * 1024 });
  });

  it('product_complete_list lists my tasks newest first with status filter, paging and the reward-task object', async () => {
    const player = await t.player();
    const taken: string[] = [];
    for (const xb of ['sudoku_sprint.install', 'bubble_pop.install', 'word_master.follow']) {
      taken.push((await t.call(player, '/cpl/take_task', { XbOfferId: xb })).data.clickId);
    }
    await t.call(player, '/task/action', { xbOfferId: 'word_master.follow', action: 'followed' });
    await t.call(player, '/cpl/verify', { offerId: 'word_master.follow', clickId: taken[2] });
    const all = await t.call(player, '/cpl/product_complete_list', {});
    expect(all.data.total).toBe(3);
    expect(all.data.list.map((x: { clickId: string }) => x.clickId)).toEqual([...taken].reverse());
    expect(all.data.list[0]).toMatchObject({ status: 'completed', reward: '2', coin: 'HAPPY', reason: null });
    expect(all.data.list[0].completedAt).toEqual(expect.any(Number));
    expect(all.data.list[1]).toMatchObject({ status: 'in_progress', completedAt: null, rewardTask: { expired: 7 } });
    expect(all.data.list[1].rewardTask.takeTime).toBeGreaterThan(0);
    const done = await t.call(player, '/cpl/product_complete_list', { status: 'completed' });
    expect(done.data.list.map((x: { clickId: string }) => x.clickId)).toEqual([taken[2]]);
    const one = await t.call(player, '/cpl/product_complete_list', { xbOfferId: 'sudoku_sprint.install' });
    expect(one.data.list.map((x: { clickId: string }) => x.clickId)).toEqual([taken[0]]);
    const page2 = await t.call(player, '/cpl/product_complete_list', { page: 2, one_page_cnt: 2 });
    expect(page2.data).toMatchObject({ page: 2, total: 3, has_more: false });
    expect(page2.data.list.map((x: { clickId: string }) => x.clickId)).toEqual([taken[0]]);
    expect((await t.call(player, '/cpl/product_complete_list', { status: 'done' })).code).toBe(BodyCode.INVALID_PARAMS);
    expect((await t.call(player, '/cpl/product_complete_list', { xbOfferId: 'nope.none' })).code).toBe(
      BodyCode.RESOURCE_NOT_FOUND,
    );
  });
});
