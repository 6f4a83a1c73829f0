/**
 * How a payer names the person to pay (issue 20). Apart from the contracts (no zod), so that the
 * transfer form can use the list without loading the schemas with the page.
 */
export const RECIPIENT_LOOKUPS = ['id', 'username', 'phone'] as const;
export type RecipientLookup = (typeof RECIPIENT_LOOKUPS)[number];
