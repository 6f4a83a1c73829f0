/**
 * The operator console's public face (modules/ops/README.md): the composition root, app.ts and the
 * modules that add operator endpoints (opsRoute) import only this.
 */
import type { FastifyInstance } from 'fastify';
import { registerConsoleRoutes } from './console.services';
import { registerOpsAdminRoutes, registerOpsAuthRoutes } from './ops.routes';
import type { OpsServices } from './ops.services';
import type { OpsRoutes } from './ops-route';

export type { ApprovalKind, Decision } from './approvals/approval-kind';
export type { Actor, AuditRecord, OpsAudit } from './audit';
export type { CatalogueEditor, CatalogueRow } from './catalogue/catalogue-editor';
export type { ConsoleWallet, OpsConsoleLinks } from './console-links';
export { createOwner } from './create-owner';
export { createOpsServices, type OpsLinks, type OpsServices } from './ops.services';
export { opsCorsRule } from './ops-cors';
export { type OperatorRequest, type OpsRoutes, opsRoute } from './ops-route';

/** A module's operator endpoints: a function of the ops scope that calls opsRoute for each. */
export type OpsRouteRegistration = (ops: OpsRoutes) => void;

/**
 * Mounts every operator endpoint (the console's own and those of `registrations`) in one scope at the
 * server's root, outside the service groups: operators send none of the players' common headers.
 */
export async function registerOpsRoutes(
  app: FastifyInstance,
  services: OpsServices,
  registrations: readonly OpsRouteRegistration[],
): Promise<void> {
  // The list of operator endpoints and their access (the guard tests walk it).
  app.decorate('opsEndpoints', services.guard.endpoints);
  await app.register(async (scope) => {
    const ops: OpsRoutes = { app: scope, guard: services.guard };
    registerOpsAuthRoutes(ops, services);
    registerOpsAdminRoutes(ops, services);
    registerConsoleRoutes(ops, services.console);
    for (const register of registrations) register(ops);
  });
}
