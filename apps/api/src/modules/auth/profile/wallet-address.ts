import bs58 from 'bs58';
import { invalidField } from '../../../lib/api-error';

/** Formats of the wallet addresses a user keeps on their profile (app_user.wallet_addr, wallet_addr_sol). */

export function isEvmAddress(value: string): boolean {
  return /^0x[0-9a-fA-F]{40}$/.test(value);
}

/** A Solana address is the base58 text of a 32-byte public key. */
export function isSolanaAddress(value: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)) return false;
  try {
    return bs58.decode(value).length === 32;
  } catch {
    return false;
  }
}

export function requireSolanaAddress(value: string, field = 'wallet_addr_sol'): string {
  if (!isSolanaAddress(value)) throw invalidField(field, 'must be a Solana address (base58 of 32 bytes)');
  return value;
}
