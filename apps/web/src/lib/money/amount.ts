import { formatUnits, parseUnits } from '@app/shared';

/**
 * The amount a user types, checked before anything is sent. Amounts stay decimal strings and bigint
 * base units (the architecture's money rule); the comma some locales use as decimal mark is accepted.
 */

/** "1,5" -> "1.5"; spaces dropped; "" stays "". A single comma or dot is the decimal mark. */
export function normalizeAmountInput(raw: string): string {
  const text = raw.replace(/\s+/g, '');
  if (/^\d*,\d*$/.test(text)) return text.replace(',', '.');
  return text;
}

/** "1." and ".5" as typed -> "1" and "0.5" (what the API's decimal rule accepts). */
function canonicalAmount(text: string): string {
  let out = text;
  if (out.startsWith('.')) out = `0${out}`;
  if (out.endsWith('.')) out = out.slice(0, -1);
  return out.replace(/^0+(?=\d)/, '');
}

export type AmountCheck =
  | { ok: true; amount: string; units: bigint }
  | { ok: false; reason: 'empty' | 'invalid' | 'decimals' | 'zero' | 'exceeds_balance'; decimals: number };

/**
 * Whether a typed amount can be sent: a positive decimal with at most the coin's decimals, and (when a
 * balance is given) not above it. `amount` is the canonical string to send.
 */
export function checkAmount(raw: string, decimals: number, balance?: string): AmountCheck {
  const text = normalizeAmountInput(raw);
  if (text === '') return { ok: false, reason: 'empty', decimals };
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return { ok: false, reason: 'invalid', decimals };
  const [whole = '0', fraction = ''] = canonicalAmount(text).split('.');
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > decimals) return { ok: false, reason: 'decimals', decimals };
  let units: bigint;
  try {
    units = parseUnits(significant ? `${whole}.${significant}` : whole, decimals);
  } catch {
    return { ok: false, reason: 'invalid', decimals };
  }
  if (units === 0n) return { ok: false, reason: 'zero', decimals };
  if (balance !== undefined && units > toUnits(balance, decimals)) {
    return { ok: false, reason: 'exceeds_balance', decimals };
  }
  return { ok: true, amount: formatUnits(units, decimals), units };
}

/** A balance string of the API in base units (0 when it is not a decimal the coin can hold). */
export function toUnits(value: string, decimals: number): bigint {
  try {
    return parseUnits(value, decimals);
  } catch {
    return 0n;
  }
}

/** The transfer fee of the API: bps of the amount rounded up, at least `minFee` units (0 bps: none). */
export function transferFeeUnits(amount: bigint, feeBps: number, minFee: bigint): bigint {
  if (feeBps === 0 || amount <= 0n) return 0n;
  const fee = (amount * BigInt(feeBps) + 9_999n) / 10_000n;
  return fee > minFee ? fee : minFee;
}

/**
 * The "max" of a transfer: the largest amount whose amount + fee fits the balance (the fee is taken on
 * top of what arrives). 0 when even the smallest amount cannot pay its fee.
 */
export function maxTransferUnits(balance: bigint, feeBps: number, minFee: bigint): bigint {
  if (balance <= 0n) return 0n;
  let amount = (balance * 10_000n) / (10_000n + BigInt(feeBps));
  while (amount > 0n && amount + transferFeeUnits(amount, feeBps, minFee) > balance) amount -= 1n;
  while (amount + 1n + transferFeeUnits(amount + 1n, feeBps, minFee) <= balance) amount += 1n;
  return amount;
}

/**
 * The text size of an amount in its field: it steps down as the amount grows, so that a long amount
 * stays whole in the field beside the max and coin buttons at 375 px (issue 20) instead of scrolling
 * out of sight. Steps measured at 375 px with tabular digits.
 */
export function amountTextClass(length: number): string {
  if (length <= 8) return 'text-[28px]';
  if (length <= 11) return 'text-[22px]';
  if (length <= 14) return 'text-lg';
  return 'text-[15px]';
}
