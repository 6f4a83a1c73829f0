/**
 * An offer's advertiser link (take_task's `link`): the offer's link_template with the click's values
 * filled in, URL-encoded. A template may start with `{sandbox}`, the advertiser sandbox's base URL
 * (ADVERTISER_SANDBOX_URL; scripts/dev-advertiser.ts serves `/click/<network>/<xb_offer_id>`), e.g.
 *   {sandbox}/click/ayet/{offer_id}?click_id={click_id}&user_id={user_id}
 * Where no sandbox is configured (production unless set) such a link does not exist: null.
 */
export const SANDBOX_PLACEHOLDER = '{sandbox}';

export interface LinkValues {
  clickId: string;
  userId: number | string;
  /** The offer's xb_offer_id. */
  offerId: string;
}

export function advertiserLink(template: string, values: LinkValues, sandboxUrl: string | null): string | null {
  if (!template) return null;
  let link = template;
  if (link.startsWith(SANDBOX_PLACEHOLDER)) {
    if (!sandboxUrl) return null;
    link = sandboxUrl.replace(/\/+$/, '') + link.slice(SANDBOX_PLACEHOLDER.length);
  }
  return link
    .replaceAll('{click_id}', encodeURIComponent(values.clickId))
    .replaceAll('{user_id}', encodeURIComponent(String(values.userId)))
    .replaceAll('{offer_id}', encodeURIComponent(values.offerId));
}

/** The sandbox link template of an offer of `network` (offers data and tests use it). */
export function sandboxLinkTemplate(network: string): string {
  return `${SANDBOX_PLACEHOLDER}/click/${network}/{offer_id}?click_id={click_id}&user_id={user_id}`;
}
