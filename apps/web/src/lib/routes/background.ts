import { routePath } from './locale-path';
import { ROUTES, ruleOf } from './route-table';

/** Spec 2.8: page background colours per route (route-table.ts); all other pages are white. */
export const DEFAULT_BACKGROUND = '#FFFFFF';
export const BACKGROUND_RULES: ReadonlyArray<{ path: string; colour: string; tree: boolean }> = ROUTES.flatMap((r) =>
  r.background ? [{ path: r.path, colour: r.background, tree: r.tree === true }] : [],
);

export function routeBackground(pathname: string): string {
  return ruleOf(routePath(pathname), 'background') ?? DEFAULT_BACKGROUND;
}

/** Puts the colour on the page: the design system's --page-bg (html and body use it) and the body itself. */
export function applyBackground(colour: string, doc: Document): void {
  doc.documentElement.style.setProperty('--page-bg', colour);
  doc.body.style.backgroundColor = colour;
}
