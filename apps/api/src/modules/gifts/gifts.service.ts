import { randomInt } from 'node:crypto';
import { BodyCode, formatUnits, maskNickname } from '@app/shared';
import { GIFT_CODE_PATTERN } from '@app/shared/gifts/gift-contracts';
import { COINS, type CoinName } from '@app/shared/wallet/coins';
import { z } from 'zod';
import { writeTransaction } from '../../db/transaction';
import type { Db, DbOrTrx } from '../../db/types';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Jobs } from '../../jobs';
import { ApiError, invalidField } from '../../lib/api-error';
import type { PayoutHolds } from '../wallet';
import { type GiftRow, giftRepository as gifts, type SlotRow } from './gift.repository';
import { fixedSplit, randomSplit } from './gift-split';

export const RELEASE_JOB = 'gifts.release';
const HOUR = 60 * 60 * 1000;
/** The wallet's own hold expiry is a backstop a day after the code's: the release job returns the rest first. */
const HOLD_GRACE_MS = 24 * HOUR;
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const MY_CODES_LIMIT = 50;
const ZReleaseJob = z.object({ giftId: z.number().int().positive() });

/** What the gifts need of other modules (wired in compose.ts). */
export interface GiftsPorts extends PayoutHolds {
  /** Decimal string -> base units, a field error when it does not parse or is not above 0. */
  amountOf(value: string, coin: CoinName): bigint;
  /** The player's nickname (shown masked on the public page). */
  nickname(userId: number): Promise<string>;
}

export interface CreateInput {
  coin: string;
  mode: 'fixed' | 'random';
  count: number;
  amount: string;
  expires_in_hours: number;
}

type GiftState = 'open' | 'exhausted' | 'expired';

const conflict = (msg: string) => new ApiError(BodyCode.CONFLICT, msg);

/**
 * Gift codes (issue 16 item 1). A code is split into one slot per claim when it is created, each slot
 * funded by its own ledger hold on the sender's balance; a claim takes the next slot under a guarded
 * counter and moves that slot's hold to the claimer; the expiry job voids the holds left (gifts README).
 */
export class GiftsService {
  constructor(
    private readonly db: Db,
    private readonly ports: GiftsPorts,
    private readonly jobs: Jobs,
    private readonly now: () => number,
  ) {}

  registerJobs(): void {
    this.jobs.register(
      RELEASE_JOB,
      async (job) => {
        await this.release(job.payload.giftId);
      },
      { payload: ZReleaseJob, timeoutMs: 60_000, maxAttempts: 20 },
    );
  }

  async create(senderId: number, kind: 'player' | 'webcast', input: CreateInput) {
    if (!(input.coin in COINS)) throw invalidField('coin', 'is not a coin of this wallet');
    const coin = input.coin as CoinName;
    const amount = this.ports.amountOf(input.amount, coin);
    const shares =
      input.mode === 'fixed' ? fixedSplit(amount, input.count) : this.randomShares(amount, input.count, coin);
    const total = shares.reduce((a, b) => a + b, 0n);
    const now = this.now();
    const expiresAt = now + input.expires_in_hours * HOUR;
    const gift = await writeTransaction(this.db, async (trx) => {
      const code = await this.freshCode(trx);
      const id = await gifts.insert(trx, {
        code,
        kind,
        senderId,
        coin,
        mode: input.mode,
        claimCount: input.count,
        total,
        expiresAt,
        now,
      });
      for (const [idx, share] of shares.entries()) {
        // One hold per claim: the wallet's holds settle whole, so each claim settles its own.
        const holdId = await this.ports.hold(trx, {
          userId: senderId,
          coin,
          amount: share,
          reference: `gift:${code}:${idx}`,
          ttlMs: expiresAt - now + HOLD_GRACE_MS,
        });
        await gifts.insertSlot(trx, id, idx, share, holdId);
      }
      await this.jobs.enqueue(trx, {
        kind: RELEASE_JOB,
        payload: { giftId: id },
        runAt: expiresAt,
        key: `${RELEASE_JOB}:${code}`,
      });
      return (await gifts.byId(trx, id)) as GiftRow;
    });
    return this.mine(gift, []);
  }

  async claim(userId: number, code: string) {
    const now = this.now();
    try {
      return await writeTransaction(this.db, async (trx) => {
        const gift = await gifts.byCode(trx, code);
        if (!gift) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'GIFT_CODE_NOT_FOUND');
        if (gift.senderId === userId) throw conflict('GIFT_CODE_OWN');
        if (gift.releasedAt !== null || gift.expiresAt <= now) throw conflict('GIFT_CODE_EXPIRED');
        if (await gifts.slotOf(trx, gift.id, userId)) throw conflict('GIFT_CODE_CLAIMED');
        const idx = await gifts.takeSlot(trx, gift.id, now);
        if (idx === undefined) throw conflict('GIFT_CODE_EXHAUSTED');
        const slot = await gifts.fillSlot(trx, gift.id, idx, userId, now);
        if (!(await this.ports.transferHold(trx, slot.holdId, userId))) {
          // The wallet's backstop expiry voided it: the code is over for everyone.
          throw conflict('GIFT_CODE_EXPIRED');
        }
        return { code: gift.code, coin: gift.coin, amount: this.format(gift.coin, slot.amount), claimed_at: now };
      });
    } catch (error) {
      // The same player claiming twice at once: the second lost on gift_slot_once.
      if (isUniqueViolation(error)) throw conflict('GIFT_CODE_CLAIMED');
      throw error;
    }
  }

  /** The expiry job: the unclaimed slots' holds back to the sender, once (released_at guards it). */
  async release(giftId: number): Promise<number> {
    return writeTransaction(this.db, async (trx) => {
      if (!(await gifts.release(trx, giftId, this.now()))) return 0;
      let voided = 0;
      for (const holdId of await gifts.openSlotHolds(trx, giftId)) {
        if (await this.ports.voidHold(trx, holdId)) voided++;
      }
      return voided;
    });
  }

  async myCodes(senderId: number) {
    const list = await gifts.bySender(this.db, senderId, MY_CODES_LIMIT);
    const slots = await gifts.slots(
      this.db,
      list.map((g) => g.id),
    );
    return { list: list.map((g) => this.mine(g, slots.get(g.id) ?? [])) };
  }

  /** The public view for /gift/[code]: the sender's nickname masked (spec 9), what is left, the state. */
  async view(code: string, userId: number | undefined) {
    const gift = await gifts.byCode(this.db, code);
    if (!gift) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'GIFT_CODE_NOT_FOUND');
    const mine = userId === undefined ? undefined : await gifts.slotOf(this.db, gift.id, userId);
    return {
      code: gift.code,
      sender: maskNickname(await this.ports.nickname(gift.senderId)),
      coin: gift.coin,
      mode: gift.mode,
      total: this.format(gift.coin, gift.total),
      count: gift.claimCount,
      left: gift.claimCount - gift.claimedCount,
      expires_at: gift.expiresAt,
      state: this.state(gift),
      mine: mine ? this.format(gift.coin, mine.amount) : null,
    };
  }

  private mine(gift: GiftRow, slots: SlotRow[]) {
    return {
      code: gift.code,
      coin: gift.coin,
      mode: gift.mode,
      total: this.format(gift.coin, gift.total),
      count: gift.claimCount,
      claimed: gift.claimedCount,
      expires_at: gift.expiresAt,
      state: this.state(gift),
      claims: slots
        .filter((s) => s.claimerId !== null)
        .map((s) => ({
          user_id: s.claimerId as number,
          amount: this.format(gift.coin, s.amount),
          claimed_at: s.claimedAt as number,
        })),
    };
  }

  private state(gift: GiftRow): GiftState {
    if (gift.claimedCount >= gift.claimCount) return 'exhausted';
    if (gift.releasedAt !== null || gift.expiresAt <= this.now()) return 'expired';
    return 'open';
  }

  private randomShares(total: bigint, count: number, coin: CoinName): bigint[] {
    if (total < BigInt(count)) {
      throw invalidField(
        'amount',
        `must be at least ${formatUnits(BigInt(count), COINS[coin].decimals)} to split ${count} ways`,
      );
    }
    return randomSplit(total, count);
  }

  private format(coin: string, units: bigint): string {
    return formatUnits(units, COINS[coin as CoinName].decimals);
  }

  private async freshCode(trx: DbOrTrx): Promise<string> {
    for (;;) {
      const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
      if (!GIFT_CODE_PATTERN.test(code)) throw new Error(`gift code alphabet disagrees with its pattern: ${code}`);
      if (!(await gifts.byCode(trx, code))) return code;
    }
  }
}
