import type { Ms } from '../../db/column-types';

/**
 * A messenger web-login handshake (issue 13): a browser's one-time code, confirmed from the messenger
 * (user_id, confirmed_at) and collected by that browser once (delivered_at).
 */
export interface TgWebLoginTable {
  code: string;
  bot_name: string;
  /** sha256 hex of the browser's polling secret; the secret itself is never stored. */
  poll_secret_hash: string;
  created_at: Ms;
  expires_at: Ms;
  user_id: number | null;
  confirmed_at: Ms | null;
  delivered_at: Ms | null;
}

/** A player's passed human check per purpose (trainee, recharge), until expires_at. */
export interface HumanCheckPassTable {
  user_id: number;
  purpose: string;
  passed_at: Ms;
  expires_at: Ms;
}

/** Proof-of-work challenges already answered: each counts once (replays meet the primary key). */
export interface HumanCheckUsedTable {
  challenge: string;
  used_at: Ms;
  /** After this the challenge is refused as expired anyway, so the row may go. */
  expires_at: Ms;
}

/** A player registered on the casino brand (lucky_bear/register): its country and when. */
export interface LuckybearPlayerTable {
  user_id: number;
  country: string;
  registered_at: Ms;
}

export interface CasinoAuthTables {
  tg_web_login: TgWebLoginTable;
  human_check_pass: HumanCheckPassTable;
  human_check_used: HumanCheckUsedTable;
  luckybear_player: LuckybearPlayerTable;
}
