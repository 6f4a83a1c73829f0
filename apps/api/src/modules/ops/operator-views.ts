import type { OpsMe } from '@app/shared/ops/auth-contracts';
import type { Operator } from '@app/shared/ops/operator-contracts';
import { permissionsOf } from '@app/shared/ops/permissions';
import type { OperatorRow } from './operator.repository';
import { csrfTokenOf, type IssuedSession } from './ops-sessions';

/** An operator as the console lists it (never the hashes or the secret). */
export function operatorView(row: OperatorRow, now: number): Operator {
  return {
    id: row.id,
    email: row.email,
    display_name: row.display_name,
    roles: row.roles,
    totp_enrolled: row.totp_enabled,
    locked_until: row.locked_until > now ? row.locked_until : null,
    created_at: row.created_at,
    disabled_at: row.disabled_at,
  };
}

/** GET /ops/me and the end of a sign-in: who, what they may do, and the session's CSRF token. */
export function meView(row: OperatorRow, session: { token: string; expiresAt: number } | IssuedSession): OpsMe {
  return {
    id: row.id,
    email: row.email,
    display_name: row.display_name,
    roles: row.roles,
    permissions: permissionsOf(row.roles),
    csrf_token: 'csrfToken' in session ? session.csrfToken : csrfTokenOf(session.token),
    session_expires_at: session.expiresAt,
  };
}
