import { BodyCode } from '@app/shared';
import type { TaskStatus } from '@app/shared/tasklib/offer-contracts';
import type { MyTask } from '@app/shared/tasklib/task-contracts';
import { writeTransaction } from '../../../db/transaction';
import type { Db } from '../../../db/types';
import { ApiError, invalidField } from '../../../lib/api-error';
import { newTxPublicId } from '../../wallet';
import type { OfferConversions } from '../conversions/conversions.service';
import type { OfferCatalogue, Viewer } from '../offers/catalogue.service';
import { offerRepository } from '../offers/offer.repository';
import type { OfferRow, ProductRow } from '../offers/offer-rows';
import { shelfFor } from '../offers/offer-shelf';
import { coinAmount, toTaskItem } from '../offers/offer-view';
import { type ClickRow, clickRepository } from './click.repository';
import { advertiserLink, takeExpired } from './task-link';
import { taskOutcomeRepository } from './task-outcome.repository';

/** A signed-in player's request: country (envContext or Country-Code) and the D-Id header. */
export interface Player extends Viewer {
  deviceId: string;
}

/** Offers completed on verify once the player acted on them (no advertiser, no proof). */
const VERIFY_KINDS: ReadonlySet<string> = new Set(['welfare', 'follow']);

/**
 * The offer life cycle (issue 15): take a task (one click per player and offer), record what the
 * player reports, verify first-party tasks, and list the player's tasks.
 */
export class TaskLifecycle {
  constructor(
    private readonly db: Db,
    private readonly catalogue: OfferCatalogue,
    private readonly conversions: OfferConversions,
    private readonly now: () => number,
  ) {}

  /**
   * POST /cpl/take_task. Refused when the task is not offered in the player's country, was already
   * rewarded, ran out, or while the player owes a clawback. A second take answers the same click
   * (reused: true): one click per player and task, so clicks do not pile up and an advertiser's
   * conversion always finds the one click it names.
   */
  async take(player: Player, input: { xbOfferId: string; parentXbOfferId?: string; userId?: number }) {
    if (input.userId !== undefined && input.userId !== player.userId) {
      throw invalidField('user_id', 'must be the signed-in user');
    }
    const shelf = await shelfFor(this.db, player.country);
    const offer = await this.catalogue.offerOnShelf(shelf, input.xbOfferId, player.country);
    if (input.parentXbOfferId !== undefined) {
      const parent = offer.parentId === null ? undefined : shelf.byId.get(offer.parentId);
      if (parent?.xbOfferId !== input.parentXbOfferId) throw invalidField('parent_id', "is not this task's parent");
    }
    const owed = await this.conversions.owedCoins(this.db, player.userId);
    if (owed.length > 0) throw new ApiError(BodyCode.OFFER_CLAWBACK_OWED, undefined, { coins: owed });
    const now = this.now();
    const { click, reused } = await writeTransaction(this.db, async (trx) => {
      const existing = await clickRepository.byUserOffer(trx, player.userId, offer.id);
      if (existing) return { click: existing, reused: true };
      const clickId = newTxPublicId(now);
      const inserted = await clickRepository.insert(trx, {
        clickId,
        userId: player.userId,
        offerId: offer.id,
        parentId: offer.parentId,
        country: player.country,
        deviceId: player.deviceId,
        link: advertiserLink(offer.linkTemplate, { clickId, userId: player.userId, xbOfferId: offer.xbOfferId }),
        now,
      });
      // A concurrent take of the same task inserted first: answer its click.
      if (!inserted)
        return { click: (await clickRepository.byUserOffer(trx, player.userId, offer.id)) as ClickRow, reused: true };
      return { click: (await clickRepository.byClickId(trx, clickId)) as ClickRow, reused: false };
    });
    if (reused) this.checkRetake(click, offer, now);
    const product = shelf.products.get(offer.productId) as ProductRow;
    const mine = { status: click.status, takeTime: click.takeTime };
    return {
      clickId: click.clickId,
      xbOfferId: offer.xbOfferId,
      link: click.link,
      reused,
      rewardTask: { takeTime: click.takeTime, expired: offer.expiresDays },
      task: toTaskItem(offer, product, shelf, mine),
    };
  }

  /** POST /cpl/report_ev and /task/action: recorded against the player's click of the task. */
  async record(
    player: Player,
    source: 'report_ev' | 'task_action',
    input: { xbOfferId: string; action: string; actionType?: string; clickId?: string; link?: string },
  ) {
    const offer = await this.knownOffer(input.xbOfferId, source === 'report_ev' ? 'XbOfferId' : 'xbOfferId');
    const click =
      input.clickId !== undefined
        ? await this.playersClick(player, offer, input.clickId)
        : await clickRepository.byUserOffer(this.db, player.userId, offer.id);
    const at = this.now();
    await clickRepository.recordEvent(this.db, {
      userId: player.userId,
      offerId: offer.id,
      clickId: click?.clickId ?? null,
      source,
      action: input.action,
      actionType: input.actionType ?? '',
      link: input.link ?? '',
      at,
    });
    return { recorded: true as const, at };
  }

  /**
   * POST /cpl/verify. A first-party welfare or follow task completes here once the player recorded
   * an action of it (task/action or report_ev) after taking it and its minimum time has passed; the
   * reward is credited through the conversions ('first_party', 'verify:<click>'), so a repeat credits
   * nothing. Other tasks answer where they stand: waiting for the advertiser, or for the audit.
   */
  async verify(player: Player, input: { xbOfferId: string; clickId: string }) {
    const offer = await this.knownOffer(input.xbOfferId, 'offerId');
    let click = await this.playersClick(player, offer, input.clickId);
    const now = this.now();
    let completedNow = false;
    const verifiable = offer.network === 'first_party' && VERIFY_KINDS.has(offer.kind) && !offer.needsAudit;
    if (click.status === 'in_progress' && verifiable && (await this.verifyRuleMet(offer, click, now))) {
      if (takeExpired(click.takeTime, offer.expiresDays, now)) throw new ApiError(BodyCode.OFFER_TASK_EXPIRED);
      const outcome = await writeTransaction(this.db, (trx) =>
        this.conversions.credit(trx, {
          network: 'first_party',
          conversionId: `verify:${click.clickId}`,
          clickId: click.clickId,
          source: 'verify',
          userId: player.userId,
        }),
      );
      completedNow = outcome.status === 'credited' && !outcome.repeat;
      click = (await clickRepository.byClickId(this.db, click.clickId)) as ClickRow;
    }
    return {
      status: click.status,
      completedNow,
      waitingFor:
        click.status !== 'in_progress' ? null : offer.needsAudit ? 'audit' : verifiable ? 'action' : 'advertiser',
      reward: coinAmount(offer.rewardUnits, offer.coin),
      coin: offer.coin,
      rewardTask: { takeTime: click.takeTime, expired: offer.expiresDays },
    } as const;
  }

  /** POST /cpl/product_complete_list: the player's takes, newest first. */
  async mine(
    player: Player,
    input: { xbOfferId?: string; status: TaskStatus | 'all'; page: number; size: number },
  ): Promise<{ list: MyTask[]; page: number; one_page_cnt: number; total: number; has_more: boolean }> {
    const offerId =
      input.xbOfferId === undefined ? undefined : (await this.knownOffer(input.xbOfferId, 'xbOfferId')).id;
    const status = input.status === 'all' ? undefined : input.status;
    const { rows, total } = await clickRepository.mine(
      this.db,
      player.userId,
      { status, offerId },
      input.page,
      input.size,
    );
    const shelf = await shelfFor(this.db, null);
    const outcomes = await taskOutcomeRepository.byClicks(
      this.db,
      rows.map((r) => r.clickId),
    );
    const list = rows.map((click): MyTask => {
      const offer = shelf.byId.get(click.offerId) as OfferRow;
      const product = shelf.products.get(offer.productId) as ProductRow;
      const outcome = outcomes.get(click.clickId);
      return {
        clickId: click.clickId,
        status: click.status,
        reward: coinAmount(outcome?.amountUnits ?? offer.rewardUnits, offer.coin),
        coin: offer.coin,
        rewardTask: { takeTime: click.takeTime, expired: offer.expiresDays },
        completedAt: click.status === 'completed' ? (outcome?.decidedAt ?? null) : null,
        reason: click.status === 'rejected' ? (outcome?.reason ?? null) : null,
        task: toTaskItem(offer, product, shelf, { status: click.status, takeTime: click.takeTime }),
      };
    });
    return { list, page: input.page, one_page_cnt: input.size, total, has_more: input.page * input.size < total };
  }

  /** A retake answers the same click, unless the task is done or its time ran out. */
  private checkRetake(click: ClickRow, offer: OfferRow, now: number): void {
    if (click.status === 'completed' || click.status === 'reversed') {
      throw new ApiError(BodyCode.OFFER_ALREADY_REWARDED, undefined, { xbOfferId: offer.xbOfferId });
    }
    if (click.status === 'in_progress' && takeExpired(click.takeTime, offer.expiresDays, now)) {
      throw new ApiError(BodyCode.OFFER_TASK_EXPIRED, undefined, { xbOfferId: offer.xbOfferId });
    }
  }

  private async verifyRuleMet(offer: OfferRow, click: ClickRow, now: number): Promise<boolean> {
    if (now - click.createdAt < offer.minConvertSeconds * 1000) return false;
    return clickRepository.actedSince(this.db, click.userId, offer.id, click.createdAt);
  }

  private async knownOffer(xbOfferId: string, field: string): Promise<OfferRow> {
    const offer = await offerRepository.offerByXb(this.db, xbOfferId);
    if (!offer) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, `Unknown task: ${xbOfferId}`, { field });
    return offer;
  }

  /** The player's own click of this offer; another player's or another task's answers as unknown. */
  async playersClick(player: Viewer, offer: OfferRow, clickId: string): Promise<ClickRow> {
    const click = await clickRepository.byClickId(this.db, clickId);
    if (!click || click.userId !== player.userId || click.offerId !== offer.id) {
      throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'Unknown click of this task: take the task first', {
        field: 'clickId',
      });
    }
    return click;
  }
}
