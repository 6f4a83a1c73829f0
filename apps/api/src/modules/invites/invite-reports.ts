import { BodyCode, formatUnits } from '@app/shared';
import { parseStartParam } from '@app/shared/core/start-param';
import { currentWindow, windowOfKey } from '@app/shared/luckybear/rank-period';
import { COINS } from '@app/shared/wallet/coins';
import type { Db } from '../../db/types';
import { ApiError } from '../../lib/api-error';
import { invitesRepository } from './invites.repository';

const DAY_MS = 86_400_000;
const RANK_SIZE = 20;
export type DailyKey = 'none' | 'pkg' | 'campaign';

/** What the reports need from the others (compose.ts). */
export interface InviteReportPorts {
  /** Display names of players (auth's payee directory). */
  names(userIds: number[]): Promise<Map<number, string>>;
  codeOf(userId: number): Promise<string>;
  userByCode(code: string): Promise<number | undefined>;
  /**
   * Whether a slug is an agent's invite link (the agents module, compose.ts): /r/<slug> of one is an
   * invite link as much as /r/<player's code>. Without it only players' codes are known.
   */
  agentLinkKnown?(slug: string): Promise<boolean>;
  /** The messenger bot whose mini app the links open (auth's public bot); '' when none is configured. */
  bot: string;
}

const utcDay = (ms: number) => new Date(Math.floor(ms / DAY_MS) * DAY_MS).toISOString().slice(0, 10);

/** The invite reads that aggregate (spec 7.7): the weekly rank, the daily summaries and the tg links. */
export class InviteReports {
  constructor(
    private readonly db: Db,
    private readonly ports: InviteReportPorts,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async weeklyRank(userId: number, week: string | undefined) {
    const window = week ? windowOfKey('weekly', week) : currentWindow('weekly', this.now());
    if (!window) throw new ApiError(BodyCode.INVALID_PARAMS, 'Unknown week', { field: 'week' });
    const counts = await invitesRepository.invitedBetween(this.db, window.start, window.end);
    // Ties: the earlier last invite ranks first would need more data; the lower id is simple and stable.
    counts.sort((a, b) => b.invited - a.invited || a.inviterId - b.inviterId);
    const top = counts.slice(0, RANK_SIZE);
    const names = await this.ports.names(top.map((c) => c.inviterId));
    const myIndex = counts.findIndex((c) => c.inviterId === userId);
    return {
      week: window.key,
      start: window.start,
      end: window.end,
      list: top.map((c, i) => ({
        rank: i + 1,
        user_id: c.inviterId,
        name: names.get(c.inviterId) ?? '',
        invited: c.invited,
      })),
      mine: { rank: myIndex < 0 ? null : myIndex + 1, invited: myIndex < 0 ? 0 : (counts[myIndex]?.invited ?? 0) },
    };
  }

  /** Per UTC day (and package or campaign), newest first: players invited and WH earned. */
  async daily(userId: number, days: number, by: DailyKey) {
    const since = Math.floor(this.now() / DAY_MS) * DAY_MS - (days - 1) * DAY_MS;
    const [links, rewards] = await Promise.all([
      invitesRepository.linksSince(this.db, userId, since),
      invitesRepository.rewardsSince(this.db, userId, since),
    ]);
    const keyOf = (l: { pkg: string; campaign: string }) =>
      by === 'pkg' ? l.pkg : by === 'campaign' ? l.campaign : '';
    const rows = new Map<string, { day: string; key: string; invited: number; earned: bigint }>();
    const row = (day: string, key: string) => {
      const id = `${day}\u0000${key}`;
      const found = rows.get(id);
      if (found) return found;
      const created = { day, key, invited: 0, earned: 0n };
      rows.set(id, created);
      return created;
    };
    for (const l of links) row(utcDay(l.boundAt), keyOf(l)).invited++;
    for (const r of rewards) if (r.coin === 'WH') row(utcDay(r.paidAt), keyOf(r)).earned += r.amount;
    const list = [...rows.values()]
      .sort((a, b) => (a.day === b.day ? a.key.localeCompare(b.key) : a.day < b.day ? 1 : -1))
      .map((r) => ({ ...r, earned: formatUnits(r.earned, COINS.WH.decimals) }));
    return { days, list };
  }

  /** The mini app link with me as inviter: spec 3's start parameter, `m` my id (auth's rule reads it). */
  async inviteUrl(userId: number) {
    const startParam = `m-${userId}`;
    const url = this.ports.bot ? `https://t.me/${this.ports.bot}?startapp=${startParam}` : '';
    return { url, start_param: startParam, invite_code: await this.ports.codeOf(userId) };
  }

  /**
   * A shared link to the in-app path it opens: a mini app link's start parameter `path`, an /r/<code>
   * link's home, an in-app path itself; anything else (another site, garbage) is "/" with no code.
   */
  async subPage(refUrl: string) {
    let url: URL;
    try {
      url = new URL(refUrl, 'https://app.invalid');
    } catch {
      return { path: '/', invite_code: '' };
    }
    const startapp = url.searchParams.get('startapp') ?? url.searchParams.get('start_param') ?? '';
    if (startapp) {
      const start = parseStartParam(startapp);
      const code = /^\d{1,15}$/.test(start.m) ? await this.ports.codeOf(Number(start.m)).catch(() => '') : '';
      return { path: start.path || '/', invite_code: code };
    }
    const slug = /^(?:\/[a-z]{2}(?:-[A-Z]{2})?)?\/r\/([A-Za-z0-9]{4,16})$/.exec(url.pathname)?.[1];
    if (slug) {
      const code = slug.toUpperCase();
      const known =
        (await this.ports.userByCode(slug)) !== undefined || (await this.ports.agentLinkKnown?.(code)) === true;
      return { path: '/', invite_code: known ? code : '' };
    }
    if (url.origin === 'https://app.invalid' && url.pathname.startsWith('/') && !url.pathname.startsWith('//'))
      return { path: url.pathname, invite_code: '' };
    return { path: '/', invite_code: '' };
  }
}
