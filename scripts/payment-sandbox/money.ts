import { PROVIDER_CURRENCY_DECIMALS, type ProviderCurrency } from '@app/shared/payments/provider-channels';

/** Decimal strings <-> integer minor units, so refunds add up exactly. */
export function toMinor(amount: string, currency: ProviderCurrency): bigint {
  const decimals = PROVIDER_CURRENCY_DECIMALS[currency];
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

export function fromMinor(minor: bigint, currency: ProviderCurrency): string {
  const decimals = PROVIDER_CURRENCY_DECIMALS[currency];
  if (decimals === 0) return minor.toString();
  const text = minor.toString().padStart(decimals + 1, '0');
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}
