/**
 * The advertiser link of a take: the offer's template with {click_id}, {user_id} and {offer_id}
 * substituted (URL-encoded, every occurrence). First-party offers have no template: ''.
 */
export function advertiserLink(
  template: string,
  values: { clickId: string; userId: number; xbOfferId: string },
): string {
  return template
    .replaceAll('{click_id}', encodeURIComponent(values.clickId))
    .replaceAll('{user_id}', encodeURIComponent(String(values.userId)))
    .replaceAll('{offer_id}', encodeURIComponent(values.xbOfferId));
}

const DAY_S = 24 * 60 * 60;

/** Whether a take's time ran out (the reward-task object's expired days; 0: never). */
export function takeExpired(takeTimeS: number, expiresDays: number, nowMs: number): boolean {
  return expiresDays > 0 && nowMs / 1000 >= takeTimeS + expiresDays * DAY_S;
}
