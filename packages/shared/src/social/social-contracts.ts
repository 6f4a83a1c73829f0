import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';

/** A network's media_type (SOCIAL_NETWORKS) or a sign-in provider's (OAUTH_PROVIDERS). */
const ZMediaType = z.string().regex(/^[a-z0-9_]{2,32}$/, 'must be a network id');
/** Spec 7.3 sends the user id in the body; it must be the session's (1004 otherwise). */
const ZUserId = z.coerce.number().int().positive('must be positive');

/**
 * POST /api/social_media/get_token (spec 7.3): exchange the network's OAuth code (PKCE: the browser's
 * code_verifier) for tokens the server keeps, encrypted, to check follows later. For a sign-in provider's
 * media_type (OAUTH_PROVIDERS) it keeps that provider's token as before (docs/third-party-sign-in.md).
 */
export const socialMediaGetToken = defineEndpoint({
  group: 'main',
  method: 'POST',
  path: '/api/social_media/get_token',
  summary: 'Exchange a network OAuth code (PKCE) and keep the token for the signed-in user',
  request: z.object({
    user_id: ZUserId,
    media_type: ZMediaType,
    code: z.string().min(1, 'is required').max(2048),
    redirect_uri: z.url({ error: 'must be a URL' }).max(2048),
    code_verifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'must be a PKCE code verifier (43-128 characters)'),
  }),
  response: z.object({ media_type: z.string(), account_name: z.string(), expires_at: z.number().int() }),
});

/**
 * POST /api/social_media/need_authorize (spec 7.3): must the player connect this network (no token, or
 * one that ran out and cannot be refreshed)? Answers where to send them: the authorization endpoint,
 * client id and scope; the browser adds its PKCE challenge and state.
 */
export const socialMediaNeedAuthorize = defineEndpoint({
  group: 'main',
  method: 'POST',
  path: '/api/social_media/need_authorize',
  summary: 'Whether the player must (re)connect a network, and its authorization endpoint',
  request: z.object({ user_id: ZUserId, media_type: ZMediaType }),
  response: z.object({
    media_type: z.string(),
    name: z.string(),
    need_authorize: z.boolean(),
    /** The connected account's name on the network; '' when none. */
    account_name: z.string(),
    authorize: z.object({ url: z.string(), client_id: z.string(), scope: z.string() }),
  }),
});

const ZFollowed = z.object({ handle: z.string(), followed_at: z.number().int() });

/** POST /api/social_media/get_following (spec 7.3): one page of whom the player follows, from the network. */
export const socialMediaGetFollowing = defineEndpoint({
  group: 'main',
  method: 'POST',
  path: '/api/social_media/get_following',
  summary: 'One page of the accounts the player follows on a network (asked of the network)',
  request: z.object({
    media_type: ZMediaType,
    cursor: z
      .string()
      .max(200)
      .regex(/^[A-Za-z0-9._~-]*$/, 'must be a cursor from a previous page')
      .optional(),
  }),
  response: z.object({
    account_name: z.string(),
    list: z.array(ZFollowed),
    /** null on the last page. */
    next_cursor: z.string().nullable(),
  }),
});

/** Telegram mini app client details (spec 7.3 names the call only): small flat values, kept as reported. */
const ZClientAuthInfo = z
  .record(z.string().max(64), z.union([z.string().max(1024), z.number(), z.boolean(), z.null()]))
  .refine((r) => Object.keys(r).length <= 32, 'must have at most 32 fields');

/** POST /api/social_media/telegram/report_client_auth_info (spec 7.3): the mini app's client auth info. */
export const socialMediaReportTelegramClientAuthInfo = defineEndpoint({
  group: 'main',
  method: 'POST',
  path: '/api/social_media/telegram/report_client_auth_info',
  summary: 'Record the messenger mini app client’s auth info for the signed-in player',
  request: z.object({ user_id: ZUserId.optional(), auth_info: ZClientAuthInfo }),
  response: z.object({ recorded_at: z.number().int() }),
});

/** GET /api/social_media/networks: the networks follow tasks can use (SOCIAL_NETWORKS), in configuration order. */
export const socialMediaNetworks = defineEndpoint({
  group: 'main',
  method: 'GET',
  path: '/api/social_media/networks',
  summary: 'The networks follow tasks can use',
  request: z.object({}),
  response: z.object({ list: z.array(z.object({ media_type: z.string(), name: z.string() })) }),
});
