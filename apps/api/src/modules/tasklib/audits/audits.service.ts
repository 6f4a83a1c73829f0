import { BodyCode } from '@app/shared';
import { writeTransaction } from '../../../db/transaction';
import type { Db, DbOrTrx } from '../../../db/types';
import { ApiError, invalidField } from '../../../lib/api-error';
import { newTxPublicId } from '../../wallet';
import type { OfferConversions } from '../conversions/conversions.service';
import { offerRepository } from '../offers/offer.repository';
import type { OfferRow } from '../offers/offer-rows';
import { coinAmount } from '../offers/offer-view';
import { clickRepository } from '../tasks/click.repository';
import { takeExpired } from '../tasks/task-link';
import type { Player, TaskLifecycle } from '../tasks/tasks.service';
import { type AuditRow, auditRepository } from './audit.repository';
import type { AuditReview } from './audit-approval';
import { dataUrlBytes, IMAGE_EXTENSIONS, sniffImageType } from './audit-image';
import type { AuditImageStore } from './audit-image-store';

/** Queues an audit in the console's approvals queue (compose.ts wires it); answers the approval's id. */
export type RequestAuditReview = (trx: DbOrTrx, userId: number, payload: AuditReview) => Promise<number>;

/**
 * Proofs of tasks (issue 15, /cpl/submit_audit): a text and a screenshot that an operator approves
 * (the reward is credited through the conversions, 'first_party' / 'audit:<id>') or rejects with a
 * reason (the player may send a new proof). One pending audit per click.
 */
export class OfferAudits {
  constructor(
    private readonly db: Db,
    private readonly tasks: TaskLifecycle,
    private readonly conversions: OfferConversions,
    private readonly store: AuditImageStore,
    private readonly review: RequestAuditReview,
    private readonly imageMaxBytes: number,
    private readonly now: () => number,
  ) {}

  async submit(player: Player, input: { xbOfferId: string; clickId: string; content: string; img: string }) {
    const offer = await offerRepository.offerByXb(this.db, input.xbOfferId);
    if (!offer)
      throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, `Unknown task: ${input.xbOfferId}`, { field: 'offerId' });
    if (!offer.needsAudit) throw invalidField('offerId', 'this task is completed by the advertiser, not by a proof');
    const click = await this.tasks.playersClick(player, offer, input.clickId);
    const now = this.now();
    if (click.status === 'completed' || click.status === 'reversed')
      throw new ApiError(BodyCode.OFFER_ALREADY_REWARDED);
    if (click.status === 'pending') throw new ApiError(BodyCode.OFFER_AUDIT_PENDING);
    if (takeExpired(click.takeTime, offer.expiresDays, now)) throw new ApiError(BodyCode.OFFER_TASK_EXPIRED);
    const bytes = dataUrlBytes(input.img);
    if (bytes.length > this.imageMaxBytes) {
      throw new ApiError(BodyCode.OFFER_AUDIT_IMAGE_INVALID, `The image is larger than ${this.imageMaxBytes} bytes`, {
        field: 'img',
        reason: 'too_large',
        max_bytes: this.imageMaxBytes,
      });
    }
    const type = sniffImageType(bytes);
    if (!type) {
      throw new ApiError(BodyCode.OFFER_AUDIT_IMAGE_INVALID, 'The file is not a PNG, JPEG, WebP or GIF image', {
        field: 'img',
        reason: 'not_an_image',
        max_bytes: this.imageMaxBytes,
      });
    }
    const publicId = newTxPublicId(now);
    const imageKey = `${publicId}.${IMAGE_EXTENSIONS[type]}`;
    // The file first, the rows after: a failed transaction removes the file, never the reverse (a row
    // naming a missing file).
    await this.store.put(imageKey, bytes);
    try {
      await writeTransaction(this.db, async (trx) => {
        const id = await auditRepository.insertPending(trx, {
          publicId,
          userId: player.userId,
          offerId: offer.id,
          clickId: click.clickId,
          content: input.content,
          imageKey,
          imageType: type,
          imageBytes: bytes.length,
          now,
        });
        if (id === undefined) throw new ApiError(BodyCode.OFFER_AUDIT_PENDING);
        const approvalId = await this.review(trx, player.userId, this.reviewOf(publicId, player.userId, offer, input));
        await auditRepository.setApproval(trx, id, approvalId);
        await clickRepository.setStatus(trx, click.clickId, 'pending', now);
      });
    } catch (error) {
      await this.store.remove(imageKey);
      throw error;
    }
    return { auditId: publicId, status: 'pending' as const, imageType: type, imageBytes: bytes.length };
  }

  /** An operator approved: the reward is credited once; a task already rewarded rolls the decision back. */
  async approve(trx: DbOrTrx, auditId: string) {
    const audit = await this.pending(trx, auditId);
    const now = this.now();
    await auditRepository.decide(trx, audit.id, 'approved', null, now);
    const outcome = await this.conversions.credit(trx, {
      network: 'first_party',
      conversionId: `audit:${audit.publicId}`,
      clickId: audit.clickId,
      source: 'audit',
      userId: audit.userId,
    });
    if (outcome.status !== 'credited') {
      throw new ApiError(BodyCode.OFFER_ALREADY_REWARDED, 'This task was already rewarded: reject the proof instead', {
        reason: outcome.reason ?? outcome.status,
      });
    }
    return { audit_id: audit.publicId, status: 'approved', credit_tx: outcome.conversion?.creditTx ?? null };
  }

  /** An operator rejected: the player sees the reason and may send a new proof. */
  async reject(trx: DbOrTrx, auditId: string, reason: string): Promise<void> {
    const audit = await this.pending(trx, auditId);
    const now = this.now();
    await auditRepository.decide(trx, audit.id, 'rejected', reason, now);
    await clickRepository.setStatus(trx, audit.clickId, 'rejected', now);
  }

  /** The screenshot of an audit, for the console (permission approvals.read). */
  async image(auditId: string): Promise<{ type: string; bytes: Buffer }> {
    const audit = await auditRepository.byPublicId(this.db, auditId);
    const bytes = audit && (await this.store.get(audit.imageKey));
    if (!audit || !bytes) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No such audit image', { field: 'audit_id' });
    return { type: audit.imageType, bytes };
  }

  private async pending(trx: DbOrTrx, auditId: string): Promise<AuditRow> {
    const audit = await auditRepository.byPublicId(trx, auditId);
    if (audit?.status !== 'pending') throw new Error(`audit ${auditId} is not waiting for a decision`);
    return audit;
  }

  private reviewOf(publicId: string, userId: number, offer: OfferRow, input: { clickId: string; content: string }) {
    const reward = `${coinAmount(offer.rewardUnits, offer.coin)} ${offer.coin}`;
    return {
      audit_id: publicId,
      summary: `Proof of "${offer.title}" by player ${userId} (${reward})`,
      user_id: userId,
      xb_offer_id: offer.xbOfferId,
      offer_title: offer.title,
      click_id: input.clickId,
      content: input.content,
      reward,
    };
  }
}
