import { compareDecimals } from '@app/shared/core/number-format';

/** A daily loss limit typed by the player: a positive decimal with at most 8 decimals, or '' for none. */
export type LimitInput = { ok: true; value: string | null } | { ok: false; error: 'format' | 'zero' };

export function parseLimitInput(text: string): LimitInput {
  const raw = text.trim().replace(',', '.');
  if (raw === '') return { ok: true, value: null };
  if (!/^\d{1,18}(\.\d{1,8})?$/.test(raw)) return { ok: false, error: 'format' };
  if (compareDecimals(raw, '0') <= 0) return { ok: false, error: 'zero' };
  return { ok: true, value: raw.replace(/^0+(?=\d)/, '') };
}

/**
 * Whether a new limit loosens the current one, so that it waits 24 h (the API's rule: a cut applies at
 * once, a raise or removing the limit only after a day, so a player cannot lift it in a heated moment).
 */
export function isLoosening(current: string | null, next: string | null): boolean {
  if (current === null) return false;
  if (next === null) return true;
  return compareDecimals(next, current) > 0;
}
