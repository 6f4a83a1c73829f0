import { z } from 'zod';

/**
 * Operator roles (issue 11). Operators are staff, not players: their accounts live in the ops module.
 * What each role may do is decided only by the permission table (permissions.ts).
 */
export const OPS_ROLES = ['owner', 'finance', 'support', 'content', 'analyst'] as const;
export type OpsRole = (typeof OPS_ROLES)[number];
export const ZOpsRole = z.enum(OPS_ROLES);
