import { createHash, createHmac } from 'node:crypto';
import { safeEqual } from '../../../lib/safe-equal';
import { dataCheckString, FUTURE_SKEW_S, rejectSigned } from './init-data';

/**
 * What the messenger's web login widget hands the page (Telegram "Login Widget": id, first_name,
 * last_name, username, photo_url, auth_date, hash). Fields as the page received them: every one the
 * widget sent is part of what the hash covers, so none may be dropped or added on the way.
 */
export type LoginWidgetFields = Record<string, string | number>;

export interface LoginWidgetUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
}

export interface VerifiedLoginWidget {
  user: LoginWidgetUser;
  authDate: number;
  /** sha256 of the data-check-string: the same widget answer is the same proof (replays). */
  proof: string;
}

/**
 * Checks login widget data the way the protocol defines it: secret_key = SHA-256(bot token); hash =
 * hex HMAC-SHA-256(secret_key, data-check-string of every field but `hash`); then auth_date not older
 * than `maxAgeS` nor more than FUTURE_SKEW_S ahead. (The mini app's init data keys its HMAC with
 * "WebAppData" instead: the two are not interchangeable, on purpose.) Throws AUTH_FAILED.
 */
export function verifyLoginWidget(
  raw: LoginWidgetFields,
  rules: { botToken: string; maxAgeS: number; nowMs: number },
): VerifiedLoginWidget {
  const kind = 'login widget data';
  const fields = new Map(Object.entries(raw).map(([key, value]) => [key, String(value)]));
  const hash = fields.get('hash') ?? '';
  if (!/^[0-9a-f]{64}$/i.test(hash)) throw rejectSigned(kind, 'hash is missing or malformed');
  const checkString = dataCheckString(fields, ['hash']);
  const secret = createHash('sha256').update(rules.botToken).digest();
  const expected = createHmac('sha256', secret).update(checkString).digest('hex');
  if (!safeEqual(hash.toLowerCase(), expected)) {
    throw rejectSigned(kind, 'signature does not match (edited, or signed for another bot)');
  }
  const authDateText = fields.get('auth_date') ?? '';
  if (!/^\d{1,12}$/.test(authDateText)) throw rejectSigned(kind, 'auth_date is missing or malformed');
  const authDate = Number(authDateText);
  const nowS = Math.floor(rules.nowMs / 1000);
  if (nowS - authDate > rules.maxAgeS) throw rejectSigned(kind, `expired (auth_date older than ${rules.maxAgeS} s)`);
  if (authDate - nowS > FUTURE_SKEW_S) throw rejectSigned(kind, 'auth_date is in the future');
  const id = Number(fields.get('id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw rejectSigned(kind, 'id is missing or malformed');
  const optional = (key: string) => fields.get(key) || undefined;
  return {
    user: {
      id,
      first_name: fields.get('first_name') ?? '',
      last_name: optional('last_name'),
      username: optional('username'),
      photo_url: optional('photo_url'),
    },
    authDate,
    proof: createHash('sha256').update(`login-widget\n${checkString}`).digest('hex'),
  };
}
