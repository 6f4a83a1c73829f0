import { permissionsOf } from '@app/shared/ops/permissions';
import { describe, expect, it } from 'vitest';
import { mayOpen, pageOfPath, pagesFor } from './ops-pages';

describe('the console navigation, from the permission table', () => {
  it.each([
    [['owner'], ['support', 'approvals', 'catalogue', 'operators', 'audit', 'dashboard', 'analytics']],
    [['support'], ['support']],
    [['finance'], ['support', 'approvals', 'dashboard', 'analytics']],
    [['analyst'], ['dashboard', 'analytics']],
    [['content'], ['approvals', 'catalogue']],
  ] as const)('%j sees %j', (roles, expected) => {
    expect(pagesFor(permissionsOf(roles))).toEqual(expected);
  });

  it('a support operator may not open Operators; the owner may', () => {
    expect(mayOpen(permissionsOf(['support']), 'operators')).toBe(false);
    expect(mayOpen(permissionsOf(['owner']), 'operators')).toBe(true);
  });
});

describe('pageOfPath', () => {
  it.each([
    ['/vi-VN/ops/audit', 'audit'],
    ['/en-US/ops/operators?x=1', 'operators'],
    ['/en-US/ops/analytics/', 'analytics'],
    ['/en-US/ops/dashboard', 'dashboard'],
    ['/en-US/ops/catalogue', 'catalogue'],
    ['/en-US/ops/support?player=7', 'support'],
    ['/en-US/ops', undefined],
    ['/en-US/ops/sign-in', undefined],
    ['/en-US/wallet', undefined],
  ])('%s -> %s', (path, expected) => {
    expect(pageOfPath(path)).toBe(expected);
  });
});
