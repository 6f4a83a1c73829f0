/** The fairness page's address with a round's seeds filled in (what the page reads back, FairnessScreen). */
export interface FairnessPrefill {
  game?: string;
  serverSeed?: string;
  serverSeedHash?: string;
  clientSeed?: string;
  nonce?: number;
  round?: string;
  /** A draw's weights in wheel order, comma separated (issue 13). */
  weights?: string;
}

export function fairnessHref(locale: string, prefill: FairnessPrefill = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(prefill)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const qs = query.toString();
  return `/${locale}/win/fairness${qs ? `?${qs}` : ''}`;
}
