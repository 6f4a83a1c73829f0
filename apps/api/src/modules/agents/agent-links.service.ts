import { randomBytes } from 'node:crypto';
import { BodyCode } from '@app/shared';
import { AGENT_SLUG_LENGTH } from '@app/shared/agents/agent-master-conf';
import type { Db, DbOrTrx } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../lib/api-error';
import { type AgentLink, agentLinksRepository } from './agent-links.repository';
import type { AgentsPorts } from './agents.ports';
import type { ApplicationsService } from './applications.service';

/** The invite codes' alphabet (auth): no 0/O, 1/I/L, so a slug read aloud or typed is unambiguous. */
const SLUG_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Draws of a free slug; with 31^10 slugs a second draw is already rare. */
const SLUG_DRAWS = 5;
/** The share images of the landing page by locale (apps/web/public/share). */
const SHARE_LOCALES = new Set([
  'en-US',
  'es-MX',
  'fr-FR',
  'id-ID',
  'ja-JP',
  'ko-KR',
  'ms-MY',
  'pt-BR',
  'ru-RU',
  'th-TH',
  'tr-TR',
  'vi-VN',
  'zh-CN',
]);

function newSlug(): string {
  return Array.from(randomBytes(AGENT_SLUG_LENGTH), (b) => SLUG_ALPHABET[b % SLUG_ALPHABET.length]).join('');
}

/**
 * An agent's invite links (issue 16 item 4): one per campaign and package, each with a public slug of
 * 10 characters (players' invite codes have 8, so the two never collide) that /r/<slug> carries; auth
 * resolves it at sign-up (compose.ts `inviteLinks`), and the invites module records the invitee under
 * the agent with the link's package and campaign. Its reports count per link from those records.
 */
export class AgentLinksService {
  constructor(
    private readonly db: Db,
    private readonly ports: AgentsPorts,
    private readonly applications: ApplicationsService,
    private readonly now: () => number,
  ) {}

  async add(agentId: number, input: { campaign: string; pkg: string; note: string }) {
    await this.applications.requireAgent(this.db, agentId);
    for (let draw = 0; ; draw++) {
      const slug = newSlug();
      try {
        const at = this.now();
        const id = await agentLinksRepository.insert(this.db, { agentId, slug, ...input, at });
        return { id, slug, campaign: input.campaign, pkg: input.pkg, note: input.note, created_at: at };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The pair exists (or, rarely, the slug was drawn before: draw again).
        if (await this.pairExists(agentId, input.campaign, input.pkg))
          throw new ApiError(BodyCode.AGENT_LINK_EXISTS, undefined, { field: 'campaign' });
        if (draw + 1 >= SLUG_DRAWS) throw error;
      }
    }
  }

  private async pairExists(agentId: number, campaign: string, pkg: string): Promise<boolean> {
    return (await agentLinksRepository.ofAgent(this.db, agentId)).some((l) => l.campaign === campaign && l.pkg === pkg);
  }

  /** My links, each with its clicks, sign-ups (invitees with its package and campaign) and those who recharged. */
  async list(agentId: number) {
    await this.applications.requireAgent(this.db, agentId);
    const [links, invitees, qualified] = await Promise.all([
      agentLinksRepository.ofAgent(this.db, agentId),
      this.ports.invites.inviteesOf(this.db, [agentId]),
      this.ports.invites.qualified(this.db),
    ]);
    const recharged = new Set(qualified.filter((q) => q.inviterId === agentId).map((q) => q.inviteeId));
    const of = (l: AgentLink) => invitees.filter((i) => i.pkg === l.pkg && i.campaign === l.campaign);
    return {
      list: links.map((l) => ({
        id: l.id,
        slug: l.slug,
        campaign: l.campaign,
        pkg: l.pkg,
        note: l.note,
        created_at: l.createdAt,
        clicks: l.clicks,
        signups: of(l).length,
        recharges: of(l).filter((i) => recharged.has(i.inviteeId)).length,
      })),
    };
  }

  /** An opening of /r/<slug>: counted when it is an agent link (a player's code is not counted here). */
  async click(slug: string) {
    return { known: await agentLinksRepository.click(this.db, slug) };
  }

  /** For auth at sign-up (compose.ts): the agent and the package and campaign of a link slug. */
  async resolve(trx: DbOrTrx, slug: string) {
    const link = await agentLinksRepository.bySlug(trx, slug);
    return link ? { inviterId: link.agentId, pkg: link.pkg, campaign: link.campaign } : undefined;
  }

  /**
   * get_pdd_share_data: what the share dialog sends for one of my links (or, without a slug, my
   * referral code): the text, the landing image of my language and the path (the web adds its origin).
   */
  async shareData(userId: number, slug: string | undefined, locale: string) {
    let code: string;
    let campaign = '';
    if (slug) {
      const link = await agentLinksRepository.bySlug(this.db, slug);
      if (!link || link.agentId !== userId)
        throw new ApiError(BodyCode.AGENT_LINK_NOT_FOUND, undefined, { field: 'slug' });
      code = link.slug;
      campaign = link.campaign;
    } else code = await this.ports.codeOf(userId);
    const text = campaign
      ? `Join me on Lucky Bear (${campaign}): play, win and get a welcome bonus.`
      : 'Join me on Lucky Bear: play, win and get a welcome bonus.';
    return {
      text,
      image: SHARE_LOCALES.has(locale) ? `/share/land-${locale}.png` : '/share/default.png',
      link: `/r/${code}`,
      slug: code,
    };
  }
}
