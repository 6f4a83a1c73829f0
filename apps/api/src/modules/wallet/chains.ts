/** The chains wallet addresses live on, and how each writes its addresses. */
export const CHAINS = [
  { chain: 'ethereum', name: 'Ethereum', address_format: 'evm' },
  { chain: 'bsc', name: 'BNB Smart Chain', address_format: 'evm' },
  { chain: 'solana', name: 'Solana', address_format: 'solana' },
  { chain: 'ton', name: 'TON', address_format: 'ton' },
  { chain: 'tron', name: 'TRON', address_format: 'tron' },
] as const;
