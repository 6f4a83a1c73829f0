import bs58 from 'bs58';
import { invalidField } from '../../../lib/api-error';

/** The chains wallet addresses live on, and how each writes its addresses. */
export const CHAINS = [
  { chain: 'ethereum', name: 'Ethereum', address_format: 'evm' },
  { chain: 'bsc', name: 'BNB Smart Chain', address_format: 'evm' },
  { chain: 'solana', name: 'Solana', address_format: 'solana' },
  { chain: 'ton', name: 'TON', address_format: 'ton' },
  { chain: 'tron', name: 'TRON', address_format: 'tron' },
] as const;

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
