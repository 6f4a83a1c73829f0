import type { DbOrTrx } from '../../../db/types';
import { clickRepository } from '../tasks/click.repository';
import { conversionRepository as repo } from './conversion.repository';
import type {
  ConversionCredited,
  ConversionOutcome,
  ConversionRef,
  ConversionView,
  CreditRequest,
  OffersLedger,
  ReverseRequest,
} from './conversion-types';

/**
 * Offer rewards, credited exactly once (issue 15). Every method runs inside the caller's write
 * transaction (a postback's, an approval's, verify's), so the conversion row, the claim, the click's
 * status and the ledger posting commit together or not at all.
 *
 * - credit is idempotent per (network, conversionId): a repeat answers the first result. The
 *   insert of the conversion row is the gate (ON CONFLICT DO NOTHING): of 50 concurrent calls one
 *   inserts, the others wait for it on the unique key and answer it as a repeat.
 * - One credited-or-flagged reward per (user, offer): the offer_claim row. A second conversion of the
 *   same task is recorded as rejected ('already_rewarded').
 * - A flagged conversion (fraud rules of helper B) holds the claim without credit until an operator
 *   approves (creditFlagged) or rejects it (rejectFlagged, which frees the claim).
 * - reverse takes back min(balance, reward) at once and records the rest as owed (offer_clawback);
 *   later rewards of that coin pay what is owed first, in the same ledger transaction.
 */
export class OfferConversions {
  constructor(
    private readonly ledger: OffersLedger,
    private readonly now: () => number = () => Date.now(),
    private readonly onCredited: ConversionCredited = async () => {},
  ) {}

  async credit(trx: DbOrTrx, input: CreditRequest): Promise<ConversionOutcome> {
    const first = await repo.byRef(trx, input.network, input.conversionId);
    if (first) return { status: first.status, repeat: true, conversion: first };
    const click = await repo.clickOfOffer(trx, input.clickId);
    if (!click) return { status: 'refused', repeat: false, reason: 'unknown_click' };
    if (input.userId !== undefined && input.userId !== click.userId) {
      return { status: 'refused', repeat: false, reason: 'click_of_another_user' };
    }
    const amount = input.amountUnits ?? click.rewardUnits;
    if (amount > click.rewardUnits || amount <= 0n) {
      return { status: 'refused', repeat: false, reason: 'amount_above_reward' };
    }
    const flags = [...new Set(input.flags ?? [])];
    const now = this.now();
    const id = await repo.insertNew(trx, {
      network: input.network,
      conversionId: input.conversionId,
      click,
      source: input.source,
      amountUnits: amount,
      status: flags.length > 0 ? 'flagged' : 'credited',
      flags,
      reason: null,
      now,
    });
    if (id === undefined) {
      // A concurrent call inserted it first (and has committed: the insert waited for it).
      const winner = (await repo.byRef(trx, input.network, input.conversionId)) as ConversionView;
      return { status: winner.status, repeat: true, conversion: winner };
    }
    if (!(await repo.claim(trx, click.userId, click.offerId, id, now))) {
      await repo.move(trx, id, flags.length > 0 ? 'flagged' : 'credited', {
        status: 'rejected',
        reason: 'already_rewarded',
        decided_at: now,
      });
      return this.outcome(trx, input, 'already_rewarded');
    }
    if (flags.length > 0) {
      await clickRepository.setStatus(trx, click.clickId, 'pending', now);
      return this.outcome(trx, input);
    }
    await this.pay(trx, (await repo.byRef(trx, input.network, input.conversionId)) as ConversionView, now);
    return this.outcome(trx, input);
  }

  /** An operator approved a flagged conversion: credit it now. */
  async creditFlagged(trx: DbOrTrx, ref: ConversionRef): Promise<ConversionOutcome> {
    const conversion = await repo.byRef(trx, ref.network, ref.conversionId);
    if (!conversion) return { status: 'refused', repeat: false, reason: 'no_conversion' };
    const now = this.now();
    if (!(await repo.move(trx, conversion.id, 'flagged', { status: 'credited', decided_at: now }))) {
      return { status: 'refused', repeat: false, reason: 'not_flagged', conversion };
    }
    await this.pay(trx, { ...conversion, status: 'credited' }, now);
    return this.outcome(trx, ref);
  }

  /** An operator rejected a flagged conversion: nothing is paid and the task may be rewarded later. */
  async rejectFlagged(trx: DbOrTrx, ref: ConversionRef & { reason: string }): Promise<ConversionOutcome> {
    const conversion = await repo.byRef(trx, ref.network, ref.conversionId);
    if (!conversion) return { status: 'refused', repeat: false, reason: 'no_conversion' };
    const now = this.now();
    if (
      !(await repo.move(trx, conversion.id, 'flagged', { status: 'rejected', reason: ref.reason, decided_at: now }))
    ) {
      return { status: 'refused', repeat: false, reason: 'not_flagged', conversion };
    }
    await repo.releaseClaim(trx, conversion.id);
    await clickRepository.setStatus(trx, conversion.clickId, 'rejected', now);
    return this.outcome(trx, ref);
  }

  /**
   * The advertiser took a conversion back. A credited one is clawed back (min(balance, reward) now,
   * the rest owed); a flagged one is rejected; a repeat answers the first result. A reversal of a
   * conversion never seen is refused; when its click is known it is recorded as a rejected conversion
   * under that id, so that the conversion arriving late credits nothing.
   */
  async reverse(trx: DbOrTrx, input: ReverseRequest): Promise<ConversionOutcome> {
    const conversion = await repo.byRef(trx, input.network, input.conversionId);
    const now = this.now();
    if (!conversion) return this.reverseUnseen(trx, input, now);
    if (conversion.status === 'flagged') {
      return this.rejectFlagged(trx, { ...input, reason: input.reason ?? 'reversed by the advertiser' });
    }
    if (conversion.status !== 'credited') return { status: conversion.status, repeat: true, conversion };
    // The status moves first: of two racing reversals one moves it, the other answers a repeat.
    if (!(await repo.move(trx, conversion.id, 'credited', { status: 'reversed', reversed_at: now }))) {
      const after = (await repo.byRef(trx, input.network, input.conversionId)) as ConversionView;
      return { status: after.status, repeat: true, conversion: after };
    }
    const balance = await this.ledger.balance(trx, conversion.userId, conversion.coin);
    const take = balance < conversion.amountUnits ? (balance > 0n ? balance : 0n) : conversion.amountUnits;
    const owed = conversion.amountUnits - take;
    const reverseTx =
      take > 0n
        ? await this.ledger.takeBack(trx, {
            userId: conversion.userId,
            coin: conversion.coin,
            amount: take,
            reference: `offer_reversal:${conversion.id}`,
          })
        : undefined;
    if (owed > 0n) {
      await repo.insertClawback(trx, {
        userId: conversion.userId,
        coin: conversion.coin,
        conversionRow: conversion.id,
        owed,
        now,
      });
    }
    await repo.move(trx, conversion.id, 'reversed', {
      status: 'reversed',
      reverse_tx: reverseTx,
      clawed_units: take,
      reason: input.reason ?? null,
    });
    await clickRepository.setStatus(trx, conversion.clickId, 'reversed', now);
    return this.outcome(trx, input);
  }

  /** The coins in which the player owes a clawback (take_task refuses new tasks meanwhile). */
  owedCoins(db: DbOrTrx, userId: number): Promise<string[]> {
    return repo.owedCoins(db, userId);
  }

  /** The conversion of (network, conversionId), if any. */
  find(db: DbOrTrx, ref: ConversionRef): Promise<ConversionView | undefined> {
    return repo.byRef(db, ref.network, ref.conversionId);
  }

  private async reverseUnseen(trx: DbOrTrx, input: ReverseRequest, now: number): Promise<ConversionOutcome> {
    const click = input.clickId ? await repo.clickOfOffer(trx, input.clickId) : undefined;
    if (!click) return { status: 'refused', repeat: false, reason: 'no_conversion' };
    await repo.insertNew(trx, {
      network: input.network,
      conversionId: input.conversionId,
      click,
      source: 'postback',
      amountUnits: 0n,
      status: 'rejected',
      flags: [],
      reason: 'reversed_before_conversion',
      now,
    });
    const recorded = await repo.byRef(trx, input.network, input.conversionId);
    return { status: 'refused', repeat: false, reason: 'no_conversion', conversion: recorded };
  }

  /** Pays a credited conversion: what the player owes in the coin is repaid from it first. */
  private async pay(trx: DbOrTrx, conversion: ConversionView, now: number): Promise<void> {
    let repay = 0n;
    for (const owed of await repo.openClawbacks(trx, conversion.userId, conversion.coin)) {
      const part = conversion.amountUnits - repay < owed.remaining ? conversion.amountUnits - repay : owed.remaining;
      if (part <= 0n) break;
      repay += part;
      await repo.payClawback(trx, owed.id, owed.remaining - part, now);
    }
    const creditTx = await this.ledger.payReward(trx, {
      userId: conversion.userId,
      coin: conversion.coin,
      amount: conversion.amountUnits,
      repay,
      reference: `offer_conversion:${conversion.id}`,
    });
    await repo.setCreditTx(trx, conversion.id, creditTx);
    await clickRepository.setStatus(trx, conversion.clickId, 'completed', now);
    await this.onCredited(trx, { ...conversion, status: 'credited', creditTx });
  }

  private async outcome(
    trx: DbOrTrx,
    ref: ConversionRef,
    reason?: ConversionOutcome['reason'],
  ): Promise<ConversionOutcome> {
    const conversion = (await repo.byRef(trx, ref.network, ref.conversionId)) as ConversionView;
    return { status: conversion.status, repeat: false, reason, conversion };
  }
}
