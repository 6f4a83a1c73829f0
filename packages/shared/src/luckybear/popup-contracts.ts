import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { POPUP_FREQUENCIES } from './popup-item';

/** A popup as the player's client shows it: the text in the caller's language, or a key to translate. */
const ZPopup = z.object({
  id: z.string(),
  title: z.string().nullable().describe('null when text_key is set'),
  body: z.string().nullable(),
  text_key: z.string().nullable().describe('a text key the client translates; null when title and body are given'),
  image_url: z.string(),
  cta_path: z.string(),
  frequency: z.enum(POPUP_FREQUENCIES),
  ends_at: z.number().int(),
});

/**
 * GET /casino/general_popup_query (spec 7.7): the popups due for this player now (active, audience,
 * frequency). Spec 9: popups always refetch, so the client never keeps this answer in its query cache;
 * once it has shown a popup it reports it (general_popup_shown), which is what the once rules count.
 */
export const generalPopupQuery = defineEndpoint({
  group: 'casino',
  method: 'GET',
  path: '/casino/general_popup_query',
  summary: 'The operator popups due for the caller now (never cached: spec 9)',
  request: z.object({}),
  response: z.object({ popups: z.array(ZPopup) }),
});

/** POST /casino/general_popup_shown: the client showed this popup; its once / once-a-day rule counts from now. */
export const generalPopupShown = defineEndpoint({
  group: 'casino',
  method: 'POST',
  path: '/casino/general_popup_shown',
  summary: 'Record that a popup was shown to the player (its frequency rule counts it)',
  request: z.object({ popup_id: z.string().min(1).max(48) }),
  response: z.object({ popup_id: z.string(), times: z.number().int() }),
});
