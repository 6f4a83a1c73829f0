/**
 * Runs in the browser before the app hydrates (Next.js). Router navigations are reported to the
 * route-change loading indicator (spec 2.5, 4.3: shell/chrome/route-progress.ts).
 */
export { onRouterTransitionStart } from '@/shell/chrome/route-progress';
