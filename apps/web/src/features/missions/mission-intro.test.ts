import { describe, expect, it } from 'vitest';
import { introDialog, recordIntro } from './mission-intro';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
}
const at = (iso: string) => () => new Date(iso);

describe('the dialog /mission opens by itself (daily-limit helper)', () => {
  it('shows the newbie dialog on the first visit only, then the streak dialog at most once a local day', () => {
    const storage = memoryStorage();
    const day1 = at('2026-11-27T09:00:00');
    expect(introDialog(storage, 7, day1)).toBe('newbie');
    recordIntro(storage, 7, 'newbie', day1);
    expect(introDialog(storage, 7, at('2026-11-27T20:00:00'))).toBeNull();

    const day2 = at('2026-11-28T08:00:00');
    expect(introDialog(storage, 7, day2)).toBe('retention');
    recordIntro(storage, 7, 'retention', day2);
    expect(introDialog(storage, 7, at('2026-11-28T23:59:00'))).toBeNull();
    expect(introDialog(storage, 7, at('2026-11-29T00:01:00'))).toBe('retention');
  });

  it('asks each player on a shared device separately', () => {
    const storage = memoryStorage();
    recordIntro(storage, 1, 'newbie', at('2026-11-27T09:00:00'));
    expect(introDialog(storage, 2, at('2026-11-27T09:05:00'))).toBe('newbie');
  });
});
