import { BodyCode } from '@app/shared';
import type { LoginResponse } from '@app/shared/auth/login-contracts';

/**
 * The browser's side of the messenger web login (API: /casino/tg/lb_web_login_*): what the dialog
 * shows, and what one poll answer (or failure) moves it to. Pure, so it is tested on its own.
 */
export type WebLoginView =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'waiting'; code: string; pollSecret: string; deepLink: string; expiresAt: number; pollMs: number }
  | { kind: 'signed-in'; login: LoginResponse }
  | { kind: 'expired' }
  | { kind: 'failed' };

export type PollAnswer = { status: 'pending' | 'confirmed' | 'expired'; login: LoginResponse | null };

/** Where one poll answer leads from `waiting`. */
export function afterPoll(view: WebLoginView, answer: PollAnswer, now: number): WebLoginView {
  if (view.kind !== 'waiting') return view;
  if (answer.status === 'confirmed' && answer.login) return { kind: 'signed-in', login: answer.login };
  if (answer.status === 'expired' || now >= view.expiresAt) return { kind: 'expired' };
  return view;
}

/**
 * Where a failed poll leads: a used or unknown code (another tab collected it, or the server forgot
 * it) and an expired one end the attempt; anything else (the network) is tried again at the next tick.
 */
export function afterPollError(view: WebLoginView, bodyCode: number | undefined, now: number): WebLoginView {
  if (view.kind !== 'waiting') return view;
  if (bodyCode === BodyCode.WEB_LOGIN_EXPIRED || now >= view.expiresAt) return { kind: 'expired' };
  if (bodyCode === BodyCode.WEB_LOGIN_USED || bodyCode === BodyCode.WEB_LOGIN_INVALID) return { kind: 'failed' };
  return view;
}

/** Whole seconds left to scan the code (0 once run out), for the countdown under the QR code. */
export function secondsLeft(view: WebLoginView, now: number): number {
  return view.kind === 'waiting' ? Math.max(0, Math.ceil((view.expiresAt - now) / 1000)) : 0;
}
