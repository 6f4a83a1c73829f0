/**
 * Which sentence of the `errors` namespace (errors.field.<key>) tells a person what is wrong with a
 * field the API refused (spec 8.4: "the message plus the first field name and its message", said
 * once, in their language). The API's `data.field` picks the subject and `data.message` (English, for
 * developers) the reason; a reason not listed falls back to the field's own sentence, and an unknown
 * field to `other`, so the raw server text is never shown.
 */
export const FIELD_ERROR_KEYS = [
  'phone_invalid',
  'phone_required',
  'phone_not_yours',
  'country_code',
  'code',
  'amount_positive',
  'amount_fee',
  'amount_too_small',
  'amount',
  'recipient_self',
  'recipient',
  'username_taken',
  'username',
  'address',
  'coin_same',
  'coin',
  'request',
  'other',
] as const;
export type FieldErrorKey = (typeof FIELD_ERROR_KEYS)[number];

/** Code 1002 (spec 7.1 common headers): the app's own request was malformed, nothing the person typed. */
const INVALID_HEADER_CODE = 1002;

/** Per field: reasons recognised in the API's message, first match wins, then the field's own key. */
const RULES: ReadonlyArray<{
  fields: readonly string[];
  reasons: ReadonlyArray<[RegExp, FieldErrorKey]>;
  key: FieldErrorKey;
}> = [
  {
    fields: ['phone', 'phone_number'],
    reasons: [
      [/is required/, 'phone_required'],
      [/bound to your account/, 'phone_not_yours'],
    ],
    key: 'phone_invalid',
  },
  { fields: ['country_code'], reasons: [], key: 'country_code' },
  { fields: ['code', 'change_code'], reasons: [], key: 'code' },
  {
    fields: ['amount'],
    reasons: [
      [/greater than 0/, 'amount_positive'],
      [/cover the fee/, 'amount_fee'],
      [/too small/, 'amount_too_small'],
    ],
    key: 'amount',
  },
  { fields: ['to_user_id', 'to_username', 'user_id'], reasons: [[/another user/, 'recipient_self']], key: 'recipient' },
  { fields: ['username'], reasons: [[/taken/, 'username_taken']], key: 'username' },
  { fields: ['address', 'wallet_addr', 'wallet_addr_sol'], reasons: [], key: 'address' },
  { fields: ['coin', 'from_coin', 'to_coin'], reasons: [[/differ/, 'coin_same']], key: 'coin' },
  { fields: ['Idempotency-Key', 'quoted_rate'], reasons: [], key: 'request' },
];

/** "items.0.amount" -> "amount": the last named part of a dotted field path. */
function fieldName(field: string): string {
  const parts = field.split('.').filter((part) => part !== '' && !/^\d+$/.test(part));
  return parts.at(-1) ?? field;
}

export function fieldErrorKey(field: string, message: string, code?: number): FieldErrorKey {
  if (code === INVALID_HEADER_CODE) return 'request';
  const name = fieldName(field);
  const rule = RULES.find((r) => r.fields.includes(name));
  if (!rule) return 'other';
  return rule.reasons.find(([pattern]) => pattern.test(message))?.[1] ?? rule.key;
}
