import type { OpsPermission } from '@app/shared/ops/permissions';

/**
 * The console's pages, in the navigation's order, each with the permission that opens it. A new page
 * (support, approvals, catalogue, dashboard) adds its line here and its file under app/[locale]/ops/.
 */
export const OPS_PAGES = [
  { id: 'support', permission: 'users.read' },
  { id: 'approvals', permission: 'approvals.read' },
  { id: 'catalogue', permission: 'catalogue.edit' },
  { id: 'operators', permission: 'operators.manage' },
  { id: 'audit', permission: 'audit.read' },
  { id: 'dashboard', permission: 'analytics.read' },
  { id: 'analytics', permission: 'analytics.read' },
] as const satisfies readonly { id: string; permission: OpsPermission }[];

export type OpsPageId = (typeof OPS_PAGES)[number]['id'];

/** The pages an operator with these permissions may open: the navigation shows only these. */
export function pagesFor(permissions: readonly OpsPermission[]): OpsPageId[] {
  return OPS_PAGES.filter((page) => permissions.includes(page.permission)).map((page) => page.id);
}

/** Whether these permissions open the page. */
export function mayOpen(permissions: readonly OpsPermission[], page: OpsPageId): boolean {
  return pagesFor(permissions).includes(page);
}

/** The console page a path shows (`/vi-VN/ops/audit?x` -> 'audit'), if it is one of them. */
export function pageOfPath(pathname: string): OpsPageId | undefined {
  const segment = /^\/[^/]+\/ops\/([^/?#]+)/.exec(pathname)?.[1];
  return OPS_PAGES.find((page) => page.id === segment)?.id;
}
