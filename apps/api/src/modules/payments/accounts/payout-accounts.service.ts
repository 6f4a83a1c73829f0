import { BodyCode } from '@app/shared';
import type { PayoutAccount } from '@app/shared/payments/order-contracts';
import {
  ACCOUNT_NUMBER_PATTERN,
  isProviderChannel,
  marketChannels,
  maskAccountNumber,
  PAYOUT_ACCOUNT_KIND,
  PAYOUT_BANKS,
} from '@app/shared/payments/payment-markets';
import { writeTransaction } from '../../../db/transaction';
import type { Db, DbOrTrx } from '../../../db/types';
import { ApiError, invalidField } from '../../../lib/api-error';
import { newTxPublicId } from '../../wallet';
import { payoutAccountRepository as repo, type SavedAccount } from './payout-account.repository';

/** Saved accounts per player: enough for several wallets and banks, few enough to review by hand. */
export const MAX_SAVED_ACCOUNTS = 10;

export interface NewAccount {
  channel: string;
  country: string;
  number: string;
  holder_name: string;
  bank_code?: string;
}

export function accountView(a: SavedAccount): PayoutAccount {
  return {
    account_id: a.publicId,
    channel: a.channel,
    country: a.country,
    number: maskAccountNumber(a.number),
    holder_name: a.holderName,
    bank_code: a.bankCode,
    created_at: Math.floor(a.createdAt / 1000),
  };
}

/** What a channel's payout account must look like (spec 3's channels of the market, aggregator ones only). */
function checkAccount(input: NewAccount): void {
  if (!marketChannels(input.country).includes(input.channel) || !isProviderChannel(input.channel)) {
    throw invalidField('channel', `does not pay out in ${input.country}`, BodyCode.PAYMENT_CHANNEL_UNAVAILABLE);
  }
  const kind = PAYOUT_ACCOUNT_KIND[input.channel];
  const number = kind === 'pix' ? input.number : input.number.replace(/[\s-]/g, '');
  if (!ACCOUNT_NUMBER_PATTERN[kind].test(number)) {
    throw invalidField(
      'number',
      kind === 'phone' ? 'must be a phone number of 8-15 digits' : `is not a valid ${kind} account`,
    );
  }
  if (kind === 'bank') {
    const banks = PAYOUT_BANKS[input.country] ?? [];
    if (!banks.some((b) => b.code === input.bank_code)) {
      throw invalidField('bank_code', `must be one of ${banks.map((b) => b.code).join(', ')}`);
    }
  } else if (input.bank_code !== undefined) {
    throw invalidField('bank_code', 'only a bank account has a bank');
  }
}

/** /user/payment: the accounts a player withdraws to; userInfo's momo_account_list reads them too. */
export class PayoutAccounts {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async list(userId: number): Promise<PayoutAccount[]> {
    return (await repo.live(this.db, userId)).map(accountView);
  }

  async add(userId: number, input: NewAccount): Promise<PayoutAccount> {
    checkAccount(input);
    const kind = PAYOUT_ACCOUNT_KIND[input.channel as keyof typeof PAYOUT_ACCOUNT_KIND];
    const now = this.now();
    const account: Omit<SavedAccount, 'id'> = {
      publicId: `pa_${newTxPublicId(now)}`,
      userId,
      channel: input.channel,
      country: input.country,
      number: kind === 'pix' ? input.number : input.number.replace(/[\s-]/g, ''),
      holderName: input.holder_name,
      bankCode: input.bank_code ?? null,
      createdAt: now,
    };
    await writeTransaction(this.db, async (trx) => {
      await repo.lockPlayer(trx, userId);
      const live = await repo.live(trx, userId);
      if (live.length >= MAX_SAVED_ACCOUNTS) {
        throw new ApiError(BodyCode.PAYOUT_ACCOUNTS_FULL, undefined, { max: MAX_SAVED_ACCOUNTS });
      }
      const same = live.find(
        (a) => a.channel === account.channel && a.number === account.number && a.bankCode === account.bankCode,
      );
      if (same) throw invalidField('number', 'is already saved for this channel', BodyCode.CONFLICT);
      await repo.insert(trx, account);
    });
    return accountView({ id: 0, ...account });
  }

  async remove(userId: number, publicId: string): Promise<boolean> {
    return writeTransaction(this.db, (trx) => repo.remove(trx, userId, publicId, this.now()));
  }

  /** A live saved account of the player's, or 1003 with the field. */
  async mine(db: DbOrTrx, userId: number, publicId: string): Promise<SavedAccount> {
    const account = await repo.mine(db, userId, publicId);
    if (!account) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No such saved account', { field: 'account_id' });
    return account;
  }

  /** userInfo's momo_account_list (spec 3): the player's MoMo wallets, masked. */
  async momoAccounts(userId: number): Promise<{ account: string; name: string }[]> {
    return (await repo.live(this.db, userId))
      .filter((a) => a.channel === 'momo')
      .map((a) => ({ account: maskAccountNumber(a.number), name: a.holderName }));
  }
}
