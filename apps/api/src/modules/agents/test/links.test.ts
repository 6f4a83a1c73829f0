import { BodyCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { type AgentsTestApp, useAgentsTestApp } from './helpers/agents-app';

/** Issue 16 item 4: invite links per campaign and package, attribution through them, the share data. */
describe('agent invite links', () => {
  const t = useAgentsTestApp();

  const add = (login: Parameters<AgentsTestApp['call']>[0], body: object) =>
    t.call(login, '/casino/lucky_bear/agent_invite_link/add', body);

  it('adds a link with a 10-character slug and lists it; the same campaign and package twice is refused', async () => {
    const a = await t.agent();
    const link = await add(a, { campaign: 'Xmas 2026', pkg: 'apk1', note: 'for the group' });
    expect(link.code).toBe(0);
    expect(link.data).toMatchObject({ campaign: 'Xmas 2026', pkg: 'apk1', note: 'for the group' });
    expect(link.data.slug).toMatch(/^[A-Z0-9]{10}$/);
    expect((await add(a, { campaign: 'Xmas 2026', pkg: 'apk1' })).code).toBe(BodyCode.AGENT_LINK_EXISTS);
    expect((await add(a, { campaign: 'Xmas 2026', pkg: 'apk2' })).code).toBe(0);
    const list = await t.get(a, '/casino/agent_invite_link/list');
    expect(list.data.list.map((l: { pkg: string }) => l.pkg)).toEqual(['apk2', 'apk1']);
  });

  it('refuses bad input (empty, too long, odd characters) and non-agents, adding nothing', async () => {
    const a = await t.agent();
    for (const body of [
      { campaign: '', pkg: 'apk1' },
      { campaign: 'x'.repeat(65), pkg: 'apk1' },
      { campaign: 'ok', pkg: '<script>' },
      { campaign: 'ok' },
      { campaign: 'ok', pkg: 'apk1', note: 'n'.repeat(201) },
    ]) {
      const res = await add(a, body);
      expect(res.code).toBe(BodyCode.INVALID_PARAMS);
      expect(res.data).toHaveProperty('field');
    }
    expect((await t.get(a, '/casino/agent_invite_link/list')).data.list).toEqual([]);
    const notAgent = await t.player();
    expect((await add(notAgent, { campaign: 'ok', pkg: 'apk1' })).code).toBe(BodyCode.AGENT_REQUIRED);
  });

  it('attributes a sign-up through an agent link to the agent and to the link’s campaign and package', async () => {
    const a = await t.agent();
    const link = await add(a, { campaign: 'summer', pkg: 'tgads' });
    expect((await t.call(a, '/casino/agent_invite_link/click', { slug: link.data.slug.toLowerCase() })).data).toEqual({
      known: true,
    });
    const invitee = await t.player({ invite_code: link.data.slug });
    const users = await t.get(a, '/casino/lucky_bear/invite_users');
    expect(users.data.list).toEqual([expect.objectContaining({ user_id: invitee.user_id, source: 'signup' })]);
    const byCampaign = await t.get(a, '/casino/invite_daily_summary/by_campaign?days=1');
    expect(byCampaign.data.list).toEqual([expect.objectContaining({ key: 'summer', invited: 1 })]);
    const byPkg = await t.get(a, '/casino/invite_daily_summary/by_pkg?days=1');
    expect(byPkg.data.list).toEqual([expect.objectContaining({ key: 'tgads', invited: 1 })]);
    const list = await t.get(a, '/casino/agent_invite_link/list');
    expect(list.data.list[0]).toMatchObject({ slug: link.data.slug, clicks: 1, signups: 1, recharges: 0 });
  });

  it('sub_page_by_ref_url knows an agent link /r/<slug> as an invite link (the slug is its code)', async () => {
    const a = await t.agent();
    const slug = (await add(a, { campaign: 'Tet', pkg: 'tg-group' })).data.slug as string;
    const known = await t.call(a, '/casino/tg/sub_page_by_ref_url', { ref_url: `https://example.com/vi-VN/r/${slug}` });
    expect(known.data).toEqual({ path: '/', invite_code: slug });
    const forged = await t.call(a, '/casino/tg/sub_page_by_ref_url', { ref_url: 'https://example.com/r/ZZZZZZZZZZ' });
    expect(forged.data).toEqual({ path: '/', invite_code: '' });
  });

  it('a forged slug signs nobody up and counts no click', async () => {
    expect((await t.call(await t.player(), '/casino/agent_invite_link/click', { slug: 'ZZZZZZZZZZ' })).data).toEqual({
      known: false,
    });
    await expect(t.player({ invite_code: 'ZZZZZZZZZZ' })).rejects.toThrow(/"code":1003/);
  });

  it('gives the share data of my own link only', async () => {
    const a = await t.agent();
    const link = await add(a, { campaign: 'promo', pkg: 'web' });
    const share = await t.get(a, `/casino/get_pdd_share_data?slug=${link.data.slug}&locale=vi-VN`);
    expect(share.data).toEqual({
      text: expect.stringContaining('promo'),
      image: '/share/land-vi-VN.png',
      link: `/r/${link.data.slug}`,
      slug: link.data.slug,
    });
    const other = await t.agent();
    expect((await t.get(other, `/casino/get_pdd_share_data?slug=${link.data.slug}`)).code).toBe(
      BodyCode.AGENT_LINK_NOT_FOUND,
    );
    const mine = await t.get(other, '/casino/get_pdd_share_data');
    expect(mine.data.link).toMatch(/^\/r\/[A-Z0-9]{8}$/);
  });
});
