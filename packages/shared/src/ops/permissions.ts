import type { OpsRole } from './roles';

/**
 * THE permission table: permission -> the roles that hold it. The server checks it on every operator
 * endpoint (each declares one permission, modules/ops/ops-route.ts); no handler checks a role itself.
 * The console reads an operator's permissions from GET /ops/me to show only what they may do.
 */
export const OPS_PERMISSIONS = {
  /** Search players, open a player's page (profile, identities, sessions, balances, ledger, orders). */
  'users.read': ['owner', 'support', 'finance'],
  /** Mark a player's account abnormal (spec 8.1) and lift it. */
  'users.flag': ['owner', 'support'],
  /** End a player's sessions. */
  'sessions.end': ['owner', 'support'],
  /** Ask for a credit or debit of a player through the ledger. */
  'ledger.adjust.request': ['owner', 'finance'],
  /** Approve or reject an adjustment above the four-eyes amount (never one's own request). */
  'ledger.adjust.approve': ['owner', 'finance'],
  /** See the approval queues. */
  'approvals.read': ['owner', 'finance', 'content'],
  /** Approve or reject a queued item (withdrawals, gifts, agents...), with a reason. */
  'approvals.decide': ['owner', 'finance'],
  /** Create, edit and disable catalogue entries (games, offers, tasks). */
  'catalogue.edit': ['owner', 'content'],
  /** Read the analytics report and the dashboard. */
  'analytics.read': ['owner', 'analyst', 'finance'],
  /**
   * Grant a player a locked bonus (issue 13): money that stays held until the player wagers its
   * requirement, so it is granted directly (audited, capped per grant) rather than through the queue.
   */
  'bonus.grant': ['owner', 'finance'],
  /** Approve or reject a player's withdrawal above its market's review threshold (issue 14). */
  'payments.approve': ['owner', 'finance'],
  /** Read the audit log. */
  'audit.read': ['owner'],
  /** Create operators, set and remove their roles, unlock them, reset their two-factor sign-in. */
  'operators.manage': ['owner'],
} as const satisfies Record<string, readonly OpsRole[]>;

export type OpsPermission = keyof typeof OPS_PERMISSIONS;
export const OPS_PERMISSION_NAMES = Object.keys(OPS_PERMISSIONS) as OpsPermission[];

export function roleHasPermission(role: OpsRole, permission: OpsPermission): boolean {
  return (OPS_PERMISSIONS[permission] as readonly OpsRole[]).includes(role);
}

/** Whether any of `roles` holds `permission`. */
export function hasPermission(roles: readonly OpsRole[], permission: OpsPermission): boolean {
  return roles.some((role) => roleHasPermission(role, permission));
}

/** Every permission `roles` hold, in the table's order. */
export function permissionsOf(roles: readonly OpsRole[]): OpsPermission[] {
  return OPS_PERMISSION_NAMES.filter((permission) => hasPermission(roles, permission));
}
