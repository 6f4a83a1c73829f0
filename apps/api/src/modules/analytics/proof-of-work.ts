import { createHash, createHmac, randomBytes } from 'node:crypto';
import { leadingZeroBits } from '@app/shared/analytics/proof-of-work';
import { safeEqual } from '../../lib/safe-equal';

/**
 * Stateless hashcash tasks, bound to the token's app and a time window:
 * `v1.<app>.<window>.<difficulty>.<random>.<mac>`, mac = HMAC-SHA256(secret, the rest), 32 hex.
 * A solution is good for its task's window and the next one, then the client gets a new task.
 */
export interface PowSettings {
  secret: string;
  difficulty: number;
  windowS: number;
}

function mac(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex').slice(0, 32);
}

export function windowOf(nowMs: number, windowS: number): number {
  return Math.floor(nowMs / 1000 / windowS);
}

export function issueTask(settings: PowSettings, app: string, nowMs: number): string {
  const body = ['v1', app, windowOf(nowMs, settings.windowS), settings.difficulty, randomBytes(8).toString('hex')].join(
    '.',
  );
  return `${body}.${mac(settings.secret, body)}`;
}

export type PowVerdict = { ok: true; task: string; window: number } | { ok: false; reason: string };

/** Checks the Content header `<task>:<solution>` for this app at this time. */
export function verifySolution(
  settings: PowSettings,
  app: string,
  content: string | undefined,
  nowMs: number,
): PowVerdict {
  if (!content) return { ok: false, reason: 'no solution' };
  const colon = content.lastIndexOf(':');
  const task = content.slice(0, colon);
  const solution = content.slice(colon + 1);
  const parts = task.split('.');
  if (colon <= 0 || parts.length !== 6 || !/^[0-9a-z]{1,16}$/.test(solution))
    return { ok: false, reason: 'malformed solution' };
  const [version, taskApp, window, difficulty, , givenMac] = parts as [string, string, string, string, string, string];
  if (version !== 'v1' || !safeEqual(givenMac, mac(settings.secret, parts.slice(0, 5).join('.')))) {
    return { ok: false, reason: 'not our task' };
  }
  if (taskApp !== app) return { ok: false, reason: 'task of another app' };
  const current = windowOf(nowMs, settings.windowS);
  if (Number(window) !== current && Number(window) !== current - 1) return { ok: false, reason: 'task expired' };
  // A task made before the difficulty was raised is not accepted at the old difficulty.
  if (Number(difficulty) < settings.difficulty) return { ok: false, reason: 'task too easy' };
  const digest = createHash('sha256').update(`${task}:${solution}`).digest();
  if (leadingZeroBits(digest) < Number(difficulty)) return { ok: false, reason: 'wrong solution' };
  return { ok: true, task, window: Number(window) };
}
