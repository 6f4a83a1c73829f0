import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { API_URL, apiCall, commonHeaders, type Session } from './auth-helpers';

/** Bets `bet` WH `rounds` times in the house dice game through the API (every bet counts as wagered). */
export async function wager(session: Session, bet: string, rounds: number) {
  const launch = await apiCall<{ token: string }>('/casino/game/launch', { gameId: 'house-dice', coin: 'WH' }, session);
  expect(launch.code, launch.msg).toBe(0);
  for (let i = 0; i < rounds; i++) {
    const response = await fetch(`${API_URL}/provider/house/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ launchToken: launch.data.token, gameId: 'house-dice', bet, params: { multiplier: 2 } }),
    });
    const answer = (await response.json()) as { code: number; msg: string };
    expect(answer.code, answer.msg).toBe(0);
  }
}

/** The player's available WH (wallet user_asset). */
export async function whBalance(session: Session): Promise<string> {
  const answer = await apiCall<{ list: { money_all: string }[] }>('/wallet/user_asset', { coin: 'WH' }, session);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data.list[0]?.money_all ?? '';
}

/** A GET of the API with the player's headers. */
export async function apiGet<T = unknown>(path: string, session?: Pick<Session, 'user_id' | 'user_secret_key'>) {
  const response = await fetch(`${API_URL}${path}`, { headers: commonHeaders(session) });
  return (await response.json()) as { code: number; msg: string; data: T };
}

/** The player's WH on the casino brand, available + locked in bonuses, in hundredths (exact). */
export async function brandWhCents(session: Pick<Session, 'user_id' | 'user_secret_key'>): Promise<number> {
  const answer = await apiGet<{ total: string }>('/casino/lucky_bear/asset_detail?coin=WH', session);
  expect(answer.code, answer.msg).toBe(0);
  return Math.round(Number(answer.data.total) * 100);
}

/** Set SHOTS_DIR to keep 375 px screenshots (e.g. SHOTS_DIR=docs/screenshots/luckybear). */
export async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 10_000 });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** The 13 locales when SHOTS_LOCALES=all, else en-US only. */
export const SHOT_LOCALES =
  process.env.SHOTS_LOCALES === 'all'
    ? [
        'en-US',
        'vi-VN',
        'id-ID',
        'pt-BR',
        'es-MX',
        'fr-FR',
        'ru-RU',
        'tr-TR',
        'th-TH',
        'ms-MY',
        'ja-JP',
        'ko-KR',
        'zh-CN',
      ]
    : ['en-US'];
