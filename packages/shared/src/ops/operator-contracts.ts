import { z } from 'zod';
import { ZOpsEmail, ZOpsPassword } from './auth-contracts';
import { defineOpsEndpoint } from './ops-endpoint';
import { ZOpsRole } from './roles';

export const ZOperator = z.object({
  id: z.number(),
  email: z.string(),
  display_name: z.string(),
  roles: z.array(ZOpsRole),
  totp_enrolled: z.boolean(),
  /** Unix ms until which sign-in is refused after repeated failures; null when not locked. */
  locked_until: z.number().nullable(),
  created_at: z.number(),
  /** Unix ms an owner disabled the operator (no sign-in, sessions ended); null when active. */
  disabled_at: z.number().nullable(),
});
export type Operator = z.infer<typeof ZOperator>;

const ZOperatorId = z.object({ operator_id: z.number().int().positive() });
/** A set of roles: each at most once. */
const ZRoles = z
  .array(ZOpsRole)
  .max(5)
  .refine((roles) => new Set(roles).size === roles.length, 'each role at most once');

export const opsListOperators = defineOpsEndpoint({
  method: 'GET',
  path: '/ops/operators',
  summary: 'Every operator with roles, enrolment and lock state',
  request: z.object({}),
  response: z.object({ operators: z.array(ZOperator) }),
});

/** The new operator signs in with this password and enrols TOTP at the first sign-in. */
export const opsCreateOperator = defineOpsEndpoint({
  method: 'POST',
  path: '/ops/operators/create',
  summary: 'Create an operator (owner)',
  request: z.object({
    email: ZOpsEmail,
    display_name: z.string().trim().min(1).max(64),
    password: ZOpsPassword,
    roles: ZRoles,
  }),
  response: ZOperator,
});

/** Replaces the operator's roles (an empty list removes them all). */
export const opsSetOperatorRoles = defineOpsEndpoint({
  method: 'POST',
  path: '/ops/operators/roles',
  summary: "Set an operator's roles (owner)",
  request: ZOperatorId.extend({ roles: ZRoles }),
  response: ZOperator,
});

/** Lifts a sign-in lock before it runs out. */
export const opsUnlockOperator = defineOpsEndpoint({
  method: 'POST',
  path: '/ops/operators/unlock',
  summary: 'Unlock an operator locked after failed sign-ins (owner)',
  request: ZOperatorId,
  response: ZOperator,
});

/**
 * Disable an operator (their sessions end at once, sign-in is refused with 1037) or enable them again;
 * never oneself, never the last active owner (1009).
 */
export const opsSetOperatorDisabled = defineOpsEndpoint({
  method: 'POST',
  path: '/ops/operators/disable',
  summary: 'Disable or re-enable an operator (owner)',
  request: ZOperatorId.extend({ disabled: z.boolean() }),
  response: ZOperator,
});

/** A lost authenticator: the operator enrols again at the next sign-in; their sessions end. */
export const opsResetOperatorTotp = defineOpsEndpoint({
  method: 'POST',
  path: '/ops/operators/reset-totp',
  summary: "Reset an operator's two-factor enrolment (owner)",
  request: ZOperatorId,
  response: ZOperator,
});
