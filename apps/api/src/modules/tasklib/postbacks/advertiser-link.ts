/**
 * The advertiser sandbox's place in offer links. An offer's link_template may start with `{sandbox}`,
 * the advertiser sandbox's base URL (ADVERTISER_SANDBOX_URL; scripts/dev-advertiser.ts serves
 * `/click/<network>/<xb_offer_id>`), e.g.
 *   {sandbox}/click/ayet/{offer_id}?click_id={click_id}&user_id={user_id}
 * take_task resolves the base first (withSandboxBase), then fills the click's values (tasks/task-link.ts
 * advertiserLink). Where no sandbox is configured (production unless set) such a link does not exist.
 */
export const SANDBOX_PLACEHOLDER = '{sandbox}';

/** The template with the sandbox's base in place of `{sandbox}`; null when it needs one and none is configured. */
export function withSandboxBase(template: string, sandboxUrl: string | null): string | null {
  if (!template.startsWith(SANDBOX_PLACEHOLDER)) return template;
  if (!sandboxUrl) return null;
  return sandboxUrl.replace(/\/+$/, '') + template.slice(SANDBOX_PLACEHOLDER.length);
}

/** The sandbox link template of an offer of `network` (offers data and tests use it). */
export function sandboxLinkTemplate(network: string): string {
  return `${SANDBOX_PLACEHOLDER}/click/${network}/{offer_id}?click_id={click_id}&user_id={user_id}`;
}
