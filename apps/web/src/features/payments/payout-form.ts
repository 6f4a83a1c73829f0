import { ACCOUNT_NUMBER_PATTERN, PAYOUT_BANKS, type PayoutAccountKind } from '@app/shared/payments/payment-markets';

/**
 * The saved-account form's checks (issue 14, /user/payment): the number as each kind of account
 * writes it (payment-markets.ts ACCOUNT_NUMBER_PATTERN), the holder's name, the bank of a bank account.
 */

/**
 * The number as the server wants it, from what a player pastes: a phone without spaces, dashes,
 * brackets or the leading '+' ("+84 912-345-678" -> "84912345678"); a bank account without spaces or
 * dashes; a PIX key trimmed, and a CPF/CNPJ without its dots, dash and slash ("123.456.789-09").
 */
export function normalizeAccountNumber(kind: PayoutAccountKind, raw: string): string {
  const text = raw.trim();
  if (kind === 'phone') return text.replace(/[\s\-().]/g, '').replace(/^\+/, '');
  if (kind === 'bank') return text.replace(/[\s-]/g, '');
  if (/^[\d.\-/\s]+$/.test(text)) return text.replace(/[.\-/\s]/g, '');
  return text.replace(/\s/g, '');
}

export type PayoutFieldProblem = 'required' | 'invalid' | 'short';

export interface PayoutFormInput {
  kind: PayoutAccountKind;
  number: string;
  holder: string;
  /** Required for a bank account only. */
  bankCode: string;
}

export type PayoutFormProblems = Partial<Record<'number' | 'holder' | 'bank', PayoutFieldProblem>>;

/** What is wrong with each field (empty object when the form can be saved). */
export function payoutFormProblems(input: PayoutFormInput): PayoutFormProblems {
  const problems: PayoutFormProblems = {};
  const number = normalizeAccountNumber(input.kind, input.number);
  if (number === '') problems.number = 'required';
  else if (!ACCOUNT_NUMBER_PATTERN[input.kind].test(number)) problems.number = 'invalid';
  const holder = input.holder.trim();
  // The contract takes 2-80 characters (addPayoutAccount.holder_name).
  if (holder === '') problems.holder = 'required';
  else if ([...holder].length < 2) problems.holder = 'short';
  if (input.kind === 'bank' && input.bankCode === '') problems.bank = 'required';
  return problems;
}

/** A bank's name from its code in a market's list (PAYOUT_BANKS), the code itself when unknown. */
export function bankName(country: string, code: string): string {
  return PAYOUT_BANKS[country]?.find((bank) => bank.code === code)?.name ?? code;
}
