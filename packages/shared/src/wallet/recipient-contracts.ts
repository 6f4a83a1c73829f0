import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { requiredAs } from '../core/validation';
import { RECIPIENT_LOOKUPS } from './recipients';

/**
 * What a payer sees of the person before paying: enough to recognise them, nothing more (no phone,
 * no username, no invite code). `display_name` is the person's name, else their username.
 */
export const ZPayee = z.object({
  user_id: z.number().int(),
  display_name: z.string(),
  head_url: z.string().describe('Avatar URL; "" when none'),
});

/**
 * find_recipient: the user a payer means, by user id, username or phone (a phone without "+" is read
 * with the dial code of the request's Country-Code). Rate-limited per client address and per user;
 * no match is RESOURCE_NOT_FOUND, the payer themself a field error.
 */
export const findRecipient = defineEndpoint({
  group: 'wallet',
  method: 'POST',
  path: '/wallet/find_recipient',
  summary: 'Look up the user to pay by id, username or phone: id, display name and avatar',
  request: z.object({
    by: z.enum(RECIPIENT_LOOKUPS, { error: `must be one of ${RECIPIENT_LOOKUPS.join(', ')}` }),
    value: z
      .string({ error: requiredAs('text') })
      .trim()
      .min(1, 'is required')
      .max(64, 'must be at most 64 characters'),
  }),
  response: ZPayee,
});
