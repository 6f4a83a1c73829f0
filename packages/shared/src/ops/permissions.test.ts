import { describe, expect, it } from 'vitest';
import { hasPermission, OPS_PERMISSION_NAMES, OPS_PERMISSIONS, permissionsOf } from './permissions';
import { OPS_ROLES } from './roles';

describe('the operator permission table', () => {
  it('gives the owner every permission', () => {
    expect(permissionsOf(['owner'])).toEqual(OPS_PERMISSION_NAMES);
  });

  it.each([
    ['support', 'users.flag', true],
    ['support', 'ledger.adjust.request', false],
    ['finance', 'ledger.adjust.approve', true],
    ['finance', 'operators.manage', false],
    ['content', 'catalogue.edit', true],
    ['content', 'users.read', false],
    ['analyst', 'analytics.read', true],
    ['analyst', 'audit.read', false],
  ] as const)('%s holds %s: %s', (role, permission, expected) => {
    expect(hasPermission([role], permission)).toBe(expected);
  });

  it('no roles, no permissions; roles add up', () => {
    expect(permissionsOf([])).toEqual([]);
    expect(permissionsOf(['analyst', 'content'])).toEqual(
      OPS_PERMISSION_NAMES.filter((p) => hasPermission(['analyst'], p) || hasPermission(['content'], p)),
    );
  });

  it('names only known roles', () => {
    for (const roles of Object.values(OPS_PERMISSIONS)) for (const role of roles) expect(OPS_ROLES).toContain(role);
  });
});
