/**
 * Body codes carried in the `code` field of every answer ({code, msg, data}).
 *
 * A call succeeds only on HTTP 200 with code 0 or a code in 200-299 (spec section 5), so no error code
 * may ever fall in 200-299. Transport-level failures reuse the HTTP status as the body code (400, 404,
 * 413, 415, 500, 503) and are also sent with that HTTP status. Business and validation failures are
 * sent with HTTP 200 and a code from 1000 up. The spec's 1004, 1010 and 1012 keep their meaning.
 */
export const BodyCode = {
  /** Success. */
  OK: 0,
  /** The request could not be parsed (malformed JSON, empty JSON body). HTTP 400. */
  BAD_REQUEST: 400,
  /** The request carries no valid credential of its own kind (the analytics collector's token). HTTP 401. */
  UNAUTHORIZED: 401,
  /** No route at this method and path. HTTP 404. */
  NOT_FOUND: 404,
  /** The body is larger than the configured limit. HTTP 413. */
  PAYLOAD_TOO_LARGE: 413,
  /** The Content-Type is not one the route accepts. HTTP 415. */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Too many requests from this client. HTTP 429. */
  TOO_MANY_REQUESTS: 429,
  /** An unexpected fault; `data.request_id` identifies it in the logs. HTTP 500. */
  INTERNAL_ERROR: 500,
  /** The server is shutting down or its database is unreachable. HTTP 503. */
  SERVICE_UNAVAILABLE: 503,
  /** A body or query field failed validation; `data.field` and `data.message` name the first one. */
  INVALID_PARAMS: 1001,
  /** A common request header (spec 7.1) is missing or malformed; `data.field` names it. */
  INVALID_HEADER: 1002,
  /** The thing the request refers to does not exist. */
  RESOURCE_NOT_FOUND: 1003,
  /** Spec 8.3: the session is invalid (User-Id and User-Secret-Key do not match a live session). */
  SESSION_INVALID: 1004,
  /** Sign-in proof rejected: init data, contact data, OAuth code or password did not verify. */
  AUTH_FAILED: 1005,
  /** The one-time code is wrong, expired, used or dead after too many wrong tries. */
  OTP_INVALID: 1006,
  /** A new one-time code was asked for too soon, or over the hourly cap; `data.retry_after_s` says when. */
  OTP_THROTTLED: 1007,
  /** XBSL signature on a sensitive path is missing, wrong, stale (TS) or replayed (NONCE). */
  SIGNATURE_INVALID: 1008,
  /** The thing is already taken: username, phone, or a third-party account bound to another user. */
  CONFLICT: 1009,
  /** Spec 8.3: the user must verify again; the client goes to /user/login?verify=true. */
  VERIFICATION_REQUIRED: 1010,
  /** Spec 8.3: a bound phone is required; the client goes to /user/bind-phone with backUrl. */
  PHONE_BINDING_REQUIRED: 1012,
  /** The account has an abnormal status and is blocked; the client shows the account-abnormal dialog. */
  ACCOUNT_ABNORMAL: 1013,
  /** Spec 8.1 balance lack: the balance is below what the action needs; `data` names coin, needed, available. */
  BALANCE_LACK: 1014,
  /** A swap's quoted rate moved beyond its tolerance; `data` has the quoted and current rates. */
  RATE_MOVED: 1015,
  /** The Idempotency-Key was used before with another request body. */
  IDEMPOTENCY_CONFLICT: 1016,
  /** A system account (swap liquidity, rewards) cannot cover the movement right now. */
  LIQUIDITY_LACK: 1017,
  /** Analytics collector: the proof of work is missing, wrong or expired; `data.task` is a new one (HTTP 203). */
  POW_REQUIRED: 1018,
  /**
   * Replacing a bound phone needs the owner of that phone to agree: send_otp_via_phone with purpose
   * 'change' to the bound phone, then repeat the call with `old_phone_code`.
   */
  OLD_PHONE_CONFIRMATION_REQUIRED: 1019,
  /** Operator console (issue 11): no live operator session (no cookie, ended, idle or run out). */
  OPS_SESSION_INVALID: 1030,
  /** Operator console: the password passed, the second factor not yet; `data.next` is 'enrol' or 'totp'. */
  OPS_SECOND_FACTOR_REQUIRED: 1031,
  /** Operator console: none of the operator's roles holds the endpoint's permission; `data.permission` names it. */
  OPS_PERMISSION_DENIED: 1032,
  /** Operator console: a state-changing call without the session's CSRF token (or from a foreign origin). */
  OPS_CSRF_INVALID: 1033,
  /** Operator console: sign-in locked after repeated failures; `data.retry_after_s` says for how long. */
  OPS_ACCOUNT_LOCKED: 1034,
  /** Approvals queue: the item was already approved or rejected (by this call's race or before); nothing changed. */
  APPROVAL_DECIDED: 1035,
  /** Approvals queue (four eyes): the operator who asked for an item may not decide it. */
  APPROVAL_OWN_REQUEST: 1036,
  /** Games (issue 12): the game is disabled, unknown, or its provider is not configured. */
  GAME_UNAVAILABLE: 1050,
  /** Games: the player excluded themself from play until `data.until` (ms); no launch, no bet. */
  SELF_EXCLUDED: 1051,
  /** Games: a bet outside the coin's per-bet limits or past the player's daily loss limit; `data.limit` names it. */
  GAME_LIMIT: 1052,
  /** Provider wallet protocol: the round is unknown, another player's, closed or rolled back. */
  ROUND_INVALID: 1053,
  /** Provider wallet protocol: the win is above the game's or the coin's max win per round. */
  WIN_ABOVE_MAX: 1054,
  /** Game launch token (or a protocol call's token) is malformed, forged, expired or for another game. */
  GAME_TOKEN_INVALID: 1055,
  /** Provider wallet protocol: the transaction id was used before for another call (amount, round, kind). */
  TRANSACTION_CONFLICT: 1056,
  /** Operator console: an owner disabled this operator account; sign-in is refused until one enables it. */
  OPS_ACCOUNT_DISABLED: 1037,
  /** VIP (issue 13): the player has not reached the level whose reward was asked for; nothing was paid. */
  VIP_LEVEL_NOT_REACHED: 1078,
  /** VIP: this level's reward was already received (each level pays once); nothing was paid. */
  VIP_REWARD_CLAIMED: 1079,
  /** Locked bonus (issue 13): its wagering requirement is not met yet; `data` says how far; nothing moved. */
  BONUS_STILL_LOCKED: 1080,
  /** Locked bonus: already unlocked (each unlocks once); nothing moved. */
  BONUS_ALREADY_UNLOCKED: 1081,
  /** Lucky spin / free lottery (issue 13): no chance left to draw with; nothing was drawn or paid. */
  LUCKY_NO_CHANCE: 1082,
  /**
   * Lucky spin / free lottery: no such draw of this player. Another player's draw answers the same, so
   * nothing about it is revealed.
   */
  LUCKY_DRAW_NOT_FOUND: 1083,
  /**
   * Newbie tasks: the player's newbie window is over. Its msg is exactly ERROR_OUTOF_NEWBIE, which the
   * client does not report as an error (spec 8.3).
   */
  OUT_OF_NEWBIE: 1084,
  /** Lucky spin / free lottery: the operators have no prize enabled in this draw's table; nothing moved. */
  LUCKY_DRAW_CLOSED: 1085,
  /** Ranking prizes (issue 13): the period asked for has not ended yet (or is no real period); nothing moved. */
  RANK_PERIOD_NOT_CLOSED: 1094,
  /** Ranking prizes: the player won no prize in that period; nothing moved. */
  RANK_PRIZE_NOT_WON: 1095,
  /** Ranking prizes: this period's prize was already received (each pays once); nothing moved. */
  RANK_PRIZE_RECEIVED: 1096,
  /** Ranking prizes: the period ended longer ago than prizes can be claimed; nothing moved. */
  RANK_PRIZE_EXPIRED: 1097,
  /** Casino brand (issue 13): the country asked for is not one of the brand's markets; nothing changed. */
  COUNTRY_NOT_OFFERED: 1098,
  /**
   * Casino sign-in (issue 13), messenger web login: no such code, or the polling secret is not this
   * code's (the same answer for both, so another browser learns nothing about the code).
   */
  WEB_LOGIN_INVALID: 1088,
  /** Casino sign-in, messenger web login: the code ran out before it was confirmed and collected; start again. */
  WEB_LOGIN_EXPIRED: 1089,
  /** Casino sign-in, messenger web login: the code was already confirmed, or its session already handed out (once). */
  WEB_LOGIN_USED: 1090,
  /** Casino human check: the proof of work is wrong, expired, of another purpose or player, or used before. */
  HUMAN_CHECK_FAILED: 1091,
  /** Payments (issue 14): the channel is not offered for this in the market (or opens with the on-chain wallet); nothing changed. */
  PAYMENT_CHANNEL_UNAVAILABLE: 1100,
  /** Payments: the amount is below the channel's minimum or above its maximum (data: min, max); nothing changed. */
  PAYMENT_AMOUNT_OUT_OF_RANGE: 1101,
  /** Payments: today's withdrawals would pass the daily count or amount (data: left_count, left_amount); nothing held. */
  WITHDRAW_LIMIT_REACHED: 1102,
  /** Payments: the payment provider did not answer; the order is kept and the same request_id may be retried. */
  PAYMENT_PROVIDER_UNAVAILABLE: 1103,
  /** Payments: the player already has the most saved payout accounts (data: max); nothing saved. */
  PAYOUT_ACCOUNTS_FULL: 1104,
  /** Payments: the provider refused the payment (data: reason); the order failed and nothing moved. */
  PAYMENT_REFUSED: 1105,
  /** Task library (issue 15): the task is not offered in the player's country (envContext.country); nothing recorded. */
  OFFER_NOT_OFFERED: 1110,
  /** Task library: the player was already rewarded for this task (one reward per task); nothing recorded. */
  OFFER_ALREADY_REWARDED: 1111,
  /** Task library: the player owes a clawback of a reversed reward in `data.coin`; no new task until paid. */
  OFFER_CLAWBACK_OWED: 1112,
  /** Task library: the task's time ran out (the reward-task object's expired days); nothing recorded. */
  OFFER_TASK_EXPIRED: 1113,
  /** Task library: this click already has a proof waiting for review (one pending audit per click). */
  OFFER_AUDIT_PENDING: 1114,
  /** Task library: the audit image is not a PNG, JPEG, WebP or GIF by its bytes, or is over `data.max_bytes`. */
  OFFER_AUDIT_IMAGE_INVALID: 1115,
  /** Missions (issue 15): the mission's target is not reached in its current period; nothing was paid. */
  MISSION_NOT_COMPLETED: 1130,
  /** Missions: this period's reward of the mission was already received (once per period); nothing was paid. */
  MISSION_ALREADY_CLAIMED: 1131,
  /** Missions: the period the claim was for is over (a daily mission after the reset, a broken streak); nothing was paid. */
  MISSION_EXPIRED: 1132,
  /** Lucky codes (issue 16): no such code (a mistyped or guessed one answers the same); nothing moved. */
  LUCKY_CODE_NOT_FOUND: 1170,
  /** Lucky codes: the code was already opened (each opens once); nothing moved. */
  LUCKY_CODE_OPENED: 1171,
  /** Pets (issue 17): no pet has this id; nothing moved. */
  PET_NOT_FOUND: 1230,
  /** Pets: the pet is not yours to do this with (not its owner, or not its keeper while it is rented); nothing moved. */
  PET_NOT_YOURS: 1231,
  /** Pets: the pet is rented out until `data.until`: it cannot be transferred, offered or rented again; nothing moved. */
  PET_RENTED: 1232,
  /** Pets: the pet is locked (listed on the market); nothing moved. */
  PET_LOCKED: 1233,
  /** Pets: the pet is at the top level; feeding gives it nothing more, so nothing was charged. */
  PET_MAX_LEVEL: 1234,
  /** Pets: the pet is not offered for rent (or the days are beyond its owner's offer); nothing moved. */
  PET_NOT_FOR_RENT: 1235,
  /** Pets: your own pet cannot be rented by you; nothing moved. */
  PET_RENT_OWN: 1236,
  /** Pet game (issue 17): the player's pets already earned today's cap (per UTC day, `data.cap`); nothing moved. */
  PETGAME_DAILY_CAP: 1260,
  /** Pet game: the pet is resting and plays again at `data.next_play_at`; nothing moved. */
  PETGAME_RESTING: 1261,
  /** Market (issue 17 item 2): no listing or auction has this id; nothing moved. */
  MARKET_LISTING_NOT_FOUND: 1240,
  /** Market: the listing is no longer open (sold, withdrawn or its auction ended); nothing moved. */
  MARKET_LISTING_CLOSED: 1241,
  /** Market: you cannot buy or bid on your own listing; nothing moved. */
  MARKET_OWN_LISTING: 1242,
  /** Market: only the seller may withdraw a listing; nothing moved. */
  MARKET_NOT_SELLER: 1243,
  /** Market: the call is for the other kind (buy on an auction, bid on a fixed price); nothing moved. */
  MARKET_WRONG_KIND: 1244,
  /** Market: the bid is below the minimum (`data.min_bid`); nothing held. */
  MARKET_BID_TOO_LOW: 1245,
  /** Market: an auction with bids cannot be withdrawn (it ends at its time); nothing moved. */
  MARKET_AUCTION_HAS_BIDS: 1246,
  /** Market: you are already the top bidder of this auction; nothing held. */
  MARKET_ALREADY_TOP: 1247,
  /** An inviter cannot be yourself (bindCode). */
  INVITE_SELF: 1160,
  /** This player already has an inviter: an inviter is bound once. */
  INVITE_ALREADY_BOUND: 1161,
  /** Binding this inviter would close a loop (they were invited, directly or not, by this player). */
  INVITE_CYCLE: 1162,
  /** Invest (issue 17): no such product, or it is not offered any more; nothing held. */
  INVEST_PRODUCT_UNAVAILABLE: 1200,
  /** Invest: the amount is below the product's minimum or above its maximum (data: min, max); nothing held. */
  INVEST_AMOUNT_OUT_OF_RANGE: 1201,
  /** Invest: the amount is more than is left of the product's cap (data: remaining); nothing held. */
  INVEST_CAP_REACHED: 1202,
  /** Invest: this product does not allow an early exit; the position stays locked until maturity. */
  INVEST_EXIT_NOT_ALLOWED: 1203,
  /** Invest: the position already matured or was exited (each ends once); nothing moved. */
  INVEST_POSITION_CLOSED: 1204,
  /** Invest: no such position of yours; nothing moved. */
  INVEST_POSITION_NOT_FOUND: 1205,
  /** Agents (issue 16): I already have an application waiting for an operator (one open application). */
  AGENT_APPLICATION_OPEN: 1180,
  /** Agents: I am already an agent; there is nothing to apply for. */
  AGENT_ALREADY: 1181,
  /** Agents: only an approved agent may do this (links, sub-agents, the statement). */
  AGENT_REQUIRED: 1182,
  /** Agents: that is another agent's (a statement, or an agent who is not my sub-agent); nothing is shown. */
  AGENT_NOT_YOURS: 1183,
  /** Agents: I already have a link for this campaign and package (one link per pair). */
  AGENT_LINK_EXISTS: 1184,
  /** Agents: no link of mine has this slug. */
  AGENT_LINK_NOT_FOUND: 1185,
  /** Stake (issue 17): this lock's term is not over yet; nothing moved. */
  STAKE_LOCK_NOT_DUE: 1210,
  /** Stake: this lock was already unlocked (its KTHER is back); nothing moved. */
  STAKE_LOCK_UNLOCKED: 1211,
  /** Votes: the proposal's deadline has passed; no vote was recorded. */
  VOTE_CLOSED: 1220,
  /** Votes: a vote needs KTHER locked now (a lock within its term); no vote was recorded. */
  VOTE_NO_LOCKED_TOKENS: 1221,
  /** Votes: this player already voted on this proposal (once per proposal); no vote was recorded. */
  VOTE_ALREADY_CAST: 1222,
  /** Messages (issue 18 item 4): the recipient has blocked you; nothing was stored or delivered. */
  MESSAGE_BLOCKED: 1300,
  /** Messages: you cannot message (or block) yourself; nothing was stored. */
  MESSAGE_TO_SELF: 1301,
  /** Messages: no player has this id; nothing was stored. */
  MESSAGE_RECIPIENT_UNKNOWN: 1302,
  /** Messages: no thread of yours has this id. */
  MESSAGE_THREAD_NOT_FOUND: 1303,
  /** Messages: too many messages sent in a short time (data: retry_after, seconds); nothing was stored. */
  MESSAGE_RATE_LIMITED: 1304,
  /** Messages: the stream ticket is unknown, used or expired; ask for a new one. */
  MESSAGE_TICKET_INVALID: 1305,
  /** Messages: this player (or the server) has too many live streams open; close one and retry. */
  MESSAGE_STREAM_LIMIT: 1306,
  /** Social (issue 18): no network of this media_type is configured. */
  SOCIAL_NETWORK_UNKNOWN: 1320,
  /** Social: the player has not connected this network, or its token ran out and could not be refreshed: connect it (again). */
  SOCIAL_NOT_CONNECTED: 1321,
  /** Social: the network refused the authorization code (wrong, used or expired code, wrong code_verifier or redirect_uri). */
  SOCIAL_CODE_REJECTED: 1322,
  /** Social: this network account is connected to another player (one player per network account). */
  SOCIAL_ACCOUNT_TAKEN: 1323,
  /** Social: the network is not answering (errors or rate limits after retries); nothing changed. */
  SOCIAL_NETWORK_UNAVAILABLE: 1324,
  /** Follow tasks: no task has this id. */
  FOLLOW_TASK_NOT_FOUND: 1325,
  /** Follow tasks: the task is closed (by its creator or its budget is used up); nothing paid. */
  FOLLOW_TASK_CLOSED: 1326,
  /** Follow tasks: the network says the player does not follow the task's account; nothing paid. */
  FOLLOW_NOT_FOUND: 1327,
  /** Follow tasks: this player already got this task's reward (once per task); nothing paid. */
  FOLLOW_REWARD_CLAIMED: 1328,
  /** Follow tasks: the creator cannot claim their own task. */
  FOLLOW_TASK_OWN: 1329,
  /** Follow tasks: only the task's creator can do this. */
  FOLLOW_TASK_NOT_YOURS: 1330,
  /** Profiles (issue 18): no profile has this xid. */
  PROFILE_NOT_FOUND: 1280,
  /** Profiles: that profile is another player's; nothing changed. */
  PROFILE_NOT_YOURS: 1281,
  /** Profiles: a player has at most PROFILE_MAX_PER_PLAYER profiles (data: max); nothing created. */
  PROFILE_LIMIT_REACHED: 1282,
  /** Images: the upload is not a JPEG, PNG, WebP or GIF picture (sniffed from its bytes); nothing stored. */
  IMAGE_NOT_AN_IMAGE: 1283,
  /** Images: the file is larger than the limit (data: max_bytes); nothing stored. */
  IMAGE_TOO_LARGE: 1284,
  /** Images: the picture has more pixels than the limit (a decompression bomb; data: max_pixels); nothing stored. */
  IMAGE_TOO_MANY_PIXELS: 1285,
  /** Images: no uploaded image of mine has this id (or it was uploaded for another use); nothing changed. */
  IMAGE_NOT_FOUND: 1286,
  /** Images: the request carried no file part; nothing stored. */
  IMAGE_MISSING: 1287,
  /** Profiles: no product of this profile has this id; nothing changed. */
  PROFILE_PRODUCT_NOT_FOUND: 1288,
  /** Profiles: a profile shows at most PROFILE_MAX_PRODUCTS products (data: max); nothing added. */
  PROFILE_PRODUCT_LIMIT_REACHED: 1289,
  /** Posts (issue 18 item 3): no post has this id, or it was deleted or hidden by the operators. */
  POST_NOT_FOUND: 1340,
  /** Posts: that post or comment is another player’s; nothing changed. */
  POST_NOT_YOURS: 1341,
  /** Posts: a media address is neither our own upload nor on the allowed hosts (data: field); nothing stored. */
  POST_MEDIA_NOT_ALLOWED: 1342,
  /** Posts: the post carries more text than POST_TOTAL_TEXT_MAX (data: max); nothing stored. */
  POST_TOO_LONG: 1343,
  /** Posts: no comment has this id (or it was deleted or hidden). */
  COMMENT_NOT_FOUND: 1344,
  /** Posts: too many comments in a short time (data: retry_after, seconds); nothing stored. */
  COMMENT_RATE_LIMITED: 1345,
  /** Posts: this player already reported this post or comment (it waits for the operators); nothing added. */
  POST_ALREADY_REPORTED: 1346,
  /** Posts: writing, liking, commenting and reporting need a profile of mine (create one first). */
  POST_NEEDS_PROFILE: 1347,
  /** Posts: too many posts in a short time (data: retry_after, seconds); nothing stored. */
  POST_RATE_LIMITED: 1348,
  /** Honor (issue 18 item 5): no badge has this id. */
  HONOR_BADGE_UNKNOWN: 1370,
  /** Honor: no player has this user id or profile xid. */
  HONOR_PLAYER_NOT_FOUND: 1371,
} as const;

export type BodyCode = (typeof BodyCode)[keyof typeof BodyCode];

/** Default English messages for the codes above; clients translate by code where they can. */
export const BODY_CODE_MESSAGES: Record<BodyCode, string> = {
  [BodyCode.MESSAGE_BLOCKED]: 'This player does not accept your messages',
  [BodyCode.MESSAGE_TO_SELF]: 'You cannot do this with yourself',
  [BodyCode.MESSAGE_RECIPIENT_UNKNOWN]: 'No such player',
  [BodyCode.MESSAGE_THREAD_NOT_FOUND]: 'No such conversation',
  [BodyCode.MESSAGE_RATE_LIMITED]: 'You are sending messages too fast; wait a moment',
  [BodyCode.MESSAGE_TICKET_INVALID]: 'The live updates ticket is invalid or expired',
  [BodyCode.MESSAGE_STREAM_LIMIT]: 'Too many live connections are open',
  [BodyCode.OK]: 'ok',
  [BodyCode.BAD_REQUEST]: 'Malformed request body',
  [BodyCode.UNAUTHORIZED]: 'Unauthorized',
  [BodyCode.NOT_FOUND]: 'Not found',
  [BodyCode.PAYLOAD_TOO_LARGE]: 'Request body is too large',
  [BodyCode.UNSUPPORTED_MEDIA_TYPE]: 'Unsupported content type',
  [BodyCode.TOO_MANY_REQUESTS]: 'Too many requests',
  [BodyCode.INTERNAL_ERROR]: 'Internal server error',
  [BodyCode.SERVICE_UNAVAILABLE]: 'Service unavailable',
  [BodyCode.INVALID_PARAMS]: 'Invalid parameter',
  [BodyCode.INVALID_HEADER]: 'Invalid request header',
  [BodyCode.RESOURCE_NOT_FOUND]: 'Resource not found',
  [BodyCode.SESSION_INVALID]: 'Session is invalid, please sign in again',
  [BodyCode.VERIFICATION_REQUIRED]: 'Verification required',
  [BodyCode.PHONE_BINDING_REQUIRED]: 'Please bind a phone number first',
  [BodyCode.AUTH_FAILED]: 'Sign-in failed',
  [BodyCode.OTP_INVALID]: 'The verification code is wrong or has expired',
  [BodyCode.OTP_THROTTLED]: 'Please wait before asking for another code',
  [BodyCode.SIGNATURE_INVALID]: 'Request signature is invalid',
  [BodyCode.CONFLICT]: 'Already in use',
  [BodyCode.BALANCE_LACK]: 'Insufficient balance',
  [BodyCode.RATE_MOVED]: 'The rate has changed, please review the new quote',
  [BodyCode.IDEMPOTENCY_CONFLICT]: 'This Idempotency-Key was used with another request',
  [BodyCode.LIQUIDITY_LACK]: 'Not enough liquidity right now, please try a smaller amount later',
  [BodyCode.POW_REQUIRED]: 'Solve the new task and send again',
  [BodyCode.OLD_PHONE_CONFIRMATION_REQUIRED]: 'Confirm with the code sent to the phone bound to this account',
  [BodyCode.OPS_SESSION_INVALID]: 'Operator sign-in required',
  [BodyCode.OPS_SECOND_FACTOR_REQUIRED]: 'Finish the two-factor sign-in first',
  [BodyCode.OPS_PERMISSION_DENIED]: 'Your roles do not allow this',
  [BodyCode.OPS_CSRF_INVALID]: 'Missing or wrong CSRF token',
  [BodyCode.OPS_ACCOUNT_LOCKED]:
    'This operator account is locked after too many failed sign-ins; try later or ask an owner to unlock it',
  [BodyCode.APPROVAL_DECIDED]: 'This item was already decided',
  [BodyCode.APPROVAL_OWN_REQUEST]: 'A second operator must decide this: you asked for it',
  [BodyCode.GAME_UNAVAILABLE]: 'This game is not available right now',
  [BodyCode.SELF_EXCLUDED]: 'You have excluded yourself from play until the end of your chosen period',
  [BodyCode.GAME_LIMIT]: 'This bet is outside your limits',
  [BodyCode.ROUND_INVALID]: 'This round is unknown, closed or not yours',
  [BodyCode.WIN_ABOVE_MAX]: 'The win is above the maximum win of this game',
  [BodyCode.GAME_TOKEN_INVALID]: 'The game session is invalid or has expired; open the game again',
  [BodyCode.TRANSACTION_CONFLICT]: 'This transaction id was already used for another call',
  [BodyCode.OPS_ACCOUNT_DISABLED]: 'This operator account is disabled; ask an owner to enable it',
  [BodyCode.VIP_LEVEL_NOT_REACHED]: 'This VIP level has not been reached yet',
  [BodyCode.VIP_REWARD_CLAIMED]: 'This VIP level reward was already received',
  [BodyCode.INVITE_SELF]: 'You cannot invite yourself',
  [BodyCode.INVITE_ALREADY_BOUND]: 'An inviter is already bound to this account',
  [BodyCode.INVITE_CYCLE]: 'This player was invited by you and cannot be your inviter',
  [BodyCode.INVEST_PRODUCT_UNAVAILABLE]: 'This invest product is not offered',
  [BodyCode.INVEST_AMOUNT_OUT_OF_RANGE]: 'The amount is outside this product’s limits',
  [BodyCode.INVEST_CAP_REACHED]: 'Not enough of this product is left for this amount',
  [BodyCode.INVEST_EXIT_NOT_ALLOWED]: 'This product cannot be exited before maturity',
  [BodyCode.INVEST_POSITION_CLOSED]: 'This position has already ended',
  [BodyCode.INVEST_POSITION_NOT_FOUND]: 'No such position',
  [BodyCode.BONUS_STILL_LOCKED]: 'This bonus unlocks once its wagering requirement is met',
  [BodyCode.BONUS_ALREADY_UNLOCKED]: 'This bonus was already unlocked',
  [BodyCode.LUCKY_NO_CHANCE]: 'No chance left: come back tomorrow or play to earn more',
  [BodyCode.LUCKY_DRAW_NOT_FOUND]: 'No such draw',
  // Spec 8.3: the client matches this exact message and does not report it.
  [BodyCode.OUT_OF_NEWBIE]: 'ERROR_OUTOF_NEWBIE',
  [BodyCode.LUCKY_DRAW_CLOSED]: 'This draw is closed right now',
  [BodyCode.RANK_PERIOD_NOT_CLOSED]: 'This ranking period has not ended yet',
  [BodyCode.RANK_PRIZE_NOT_WON]: 'You won no prize in this ranking period',
  [BodyCode.RANK_PRIZE_RECEIVED]: 'This ranking prize was already received',
  [BodyCode.RANK_PRIZE_EXPIRED]: 'The time to receive this ranking prize has passed',
  [BodyCode.COUNTRY_NOT_OFFERED]: 'This country is not offered',
  [BodyCode.WEB_LOGIN_INVALID]: 'This sign-in code is unknown',
  [BodyCode.WEB_LOGIN_EXPIRED]: 'This sign-in code has expired, please start again',
  [BodyCode.WEB_LOGIN_USED]: 'This sign-in code was already used',
  [BodyCode.HUMAN_CHECK_FAILED]: 'The human check failed, please try again',
  [BodyCode.PAYMENT_CHANNEL_UNAVAILABLE]: 'This payment channel is not available here',
  [BodyCode.PAYMENT_AMOUNT_OUT_OF_RANGE]: 'The amount is outside this channel’s limits',
  [BodyCode.WITHDRAW_LIMIT_REACHED]: 'This withdrawal would pass today’s limit',
  [BodyCode.PAYMENT_PROVIDER_UNAVAILABLE]: 'The payment service is not answering, please try again',
  [BodyCode.PAYOUT_ACCOUNTS_FULL]: 'You have saved the most accounts allowed',
  [BodyCode.PAYMENT_REFUSED]: 'The payment service refused this payment',
  [BodyCode.OFFER_NOT_OFFERED]: 'This task is not offered in your country',
  [BodyCode.OFFER_ALREADY_REWARDED]: 'You were already rewarded for this task',
  [BodyCode.OFFER_CLAWBACK_OWED]: 'A reversed reward is still owed; new tasks open once it is paid back',
  [BodyCode.OFFER_TASK_EXPIRED]: 'The time for this task has run out',
  [BodyCode.OFFER_AUDIT_PENDING]: 'Your proof for this task is already waiting for review',
  [BodyCode.OFFER_AUDIT_IMAGE_INVALID]: 'The image must be a PNG, JPEG, WebP or GIF within the size limit',
  [BodyCode.MISSION_NOT_COMPLETED]: 'Mission not completed',
  [BodyCode.MISSION_ALREADY_CLAIMED]: 'Mission reward already received',
  [BodyCode.MISSION_EXPIRED]: 'Mission period is over',
  [BodyCode.LUCKY_CODE_NOT_FOUND]: 'No such lucky code',
  [BodyCode.LUCKY_CODE_OPENED]: 'This lucky code was already opened',
  [BodyCode.STAKE_LOCK_NOT_DUE]: 'This lock’s term is not over yet',
  [BodyCode.STAKE_LOCK_UNLOCKED]: 'This lock was already unlocked',
  [BodyCode.VOTE_CLOSED]: 'Voting on this proposal has closed',
  [BodyCode.VOTE_NO_LOCKED_TOKENS]: 'Lock KTHER to vote',
  [BodyCode.VOTE_ALREADY_CAST]: 'You already voted on this proposal',
  [BodyCode.ACCOUNT_ABNORMAL]: 'Your account has an abnormal status. And is unavailable for the product.',
  [BodyCode.PET_NOT_FOUND]: 'No pet has this id',
  [BodyCode.PET_NOT_YOURS]: 'This pet is not yours to do this with',
  [BodyCode.PET_RENTED]: 'This pet is rented out right now',
  [BodyCode.PET_LOCKED]: 'This pet is listed on the market right now',
  [BodyCode.PET_MAX_LEVEL]: 'This pet is already at the top level',
  [BodyCode.PET_NOT_FOR_RENT]: 'This pet is not offered for rent for these days',
  [BodyCode.PET_RENT_OWN]: 'You cannot rent your own pet',
  [BodyCode.PETGAME_DAILY_CAP]: 'Your pets have earned today’s limit: come back tomorrow',
  [BodyCode.PETGAME_RESTING]: 'This pet is resting: it can play again soon',
  [BodyCode.MARKET_LISTING_NOT_FOUND]: 'No listing has this id',
  [BodyCode.MARKET_LISTING_CLOSED]: 'This listing is no longer open: it was sold, withdrawn or its auction ended',
  [BodyCode.MARKET_OWN_LISTING]: 'You cannot buy or bid on your own listing',
  [BodyCode.MARKET_NOT_SELLER]: 'Only the seller can withdraw this listing',
  [BodyCode.MARKET_WRONG_KIND]: 'This listing is sold another way (fixed price or auction)',
  [BodyCode.MARKET_BID_TOO_LOW]: 'Your bid is below the minimum bid',
  [BodyCode.MARKET_AUCTION_HAS_BIDS]: 'An auction with bids cannot be withdrawn',
  [BodyCode.MARKET_ALREADY_TOP]: 'You are already the top bidder',
  [BodyCode.AGENT_APPLICATION_OPEN]: 'Your application is already waiting for a decision',
  [BodyCode.AGENT_ALREADY]: 'You are already an agent',
  [BodyCode.AGENT_REQUIRED]: 'Only approved agents can do this',
  [BodyCode.AGENT_NOT_YOURS]: 'This belongs to another agent',
  [BodyCode.AGENT_LINK_EXISTS]: 'You already have a link for this campaign and package',
  [BodyCode.AGENT_LINK_NOT_FOUND]: 'No such link of yours',
  [BodyCode.SOCIAL_NETWORK_UNKNOWN]: 'This network is not available',
  [BodyCode.SOCIAL_NOT_CONNECTED]: 'Connect your account on this network first',
  [BodyCode.SOCIAL_CODE_REJECTED]: 'The network did not accept the sign-in, please connect again',
  [BodyCode.SOCIAL_ACCOUNT_TAKEN]: 'This network account is connected to another player',
  [BodyCode.SOCIAL_NETWORK_UNAVAILABLE]: 'The network is not answering, please try again',
  [BodyCode.FOLLOW_TASK_NOT_FOUND]: 'No such follow task',
  [BodyCode.FOLLOW_TASK_CLOSED]: 'This follow task is closed',
  [BodyCode.FOLLOW_NOT_FOUND]: 'You do not follow this account yet',
  [BodyCode.FOLLOW_REWARD_CLAIMED]: 'You already got this reward',
  [BodyCode.FOLLOW_TASK_OWN]: 'This is your own task',
  [BodyCode.FOLLOW_TASK_NOT_YOURS]: 'Only the task’s creator can do this',
  [BodyCode.PROFILE_NOT_FOUND]: 'No profile has this id',
  [BodyCode.PROFILE_NOT_YOURS]: 'This profile is another player’s',
  [BodyCode.PROFILE_LIMIT_REACHED]: 'You have as many profiles as a player may have',
  [BodyCode.IMAGE_NOT_AN_IMAGE]: 'The file is not a JPEG, PNG, WebP or GIF image',
  [BodyCode.IMAGE_TOO_LARGE]: 'The image file is too large',
  [BodyCode.IMAGE_TOO_MANY_PIXELS]: 'The image has too many pixels',
  [BodyCode.IMAGE_NOT_FOUND]: 'No uploaded image of yours has this id',
  [BodyCode.IMAGE_MISSING]: 'No image file was sent',
  [BodyCode.PROFILE_PRODUCT_NOT_FOUND]: 'This profile has no product with this id',
  [BodyCode.PROFILE_PRODUCT_LIMIT_REACHED]: 'This profile shows as many products as it may',
  [BodyCode.POST_NOT_FOUND]: 'No such post (it may have been removed)',
  [BodyCode.POST_NOT_YOURS]: 'This belongs to another player',
  [BodyCode.POST_MEDIA_NOT_ALLOWED]: 'This picture or video address is not allowed',
  [BodyCode.POST_TOO_LONG]: 'This post is too long',
  [BodyCode.COMMENT_NOT_FOUND]: 'No such comment',
  [BodyCode.COMMENT_RATE_LIMITED]: 'You are commenting too fast; wait a moment',
  [BodyCode.POST_ALREADY_REPORTED]: 'You already reported this',
  [BodyCode.POST_NEEDS_PROFILE]: 'Create a profile first',
  [BodyCode.POST_RATE_LIMITED]: 'You are posting too fast; wait a moment',
  [BodyCode.HONOR_BADGE_UNKNOWN]: 'No badge has this id',
  [BodyCode.HONOR_PLAYER_NOT_FOUND]: 'No player has this id',
};
