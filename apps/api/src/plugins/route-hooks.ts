import type { preValidationAsyncHookHandler, RouteOptions } from 'fastify';

const added = new WeakSet<preValidationAsyncHookHandler>();

/**
 * Adds a preValidation hook to one route at registration (an onRoute hook calls this), instead of a
 * scope-wide hook that runs on every request only to return early. The hook goes after those added
 * here before it and before the route's own, the order the scope-wide hooks had.
 */
export function addRouteHook(route: RouteOptions, hook: preValidationAsyncHookHandler): void {
  const own = route.preValidation;
  const existing = (own === undefined ? [] : Array.isArray(own) ? own : [own]) as preValidationAsyncHookHandler[];
  let at = 0;
  while (at < existing.length && added.has(existing[at] as preValidationAsyncHookHandler)) at++;
  added.add(hook);
  route.preValidation = [...existing.slice(0, at), hook, ...existing.slice(at)];
}
