/**
 * The recommend feed's rank (issue 18 item 3, "ranked by recency and engagement"; docs/decisions.md):
 *
 *   hot = created_at_seconds / (HOURS_PER_DOUBLING * 3600) + log2(1 + likes + 2 * comments)
 *
 * A newer post outranks an older one unless the older one has doubled its engagement for every
 * HOURS_PER_DOUBLING hours between them (a comment weighs two likes). Unlike a score that decays with
 * the reader's clock, this one changes only when the post does, so it is stored (post.hot, refreshed in
 * the transaction of every like, comment and edit), indexed, and the feed pages by keyset on (hot, id).
 */
export const HOURS_PER_DOUBLING = 12;

export function hotScore(createdAtMs: number, likes: number, comments: number): number {
  const engagement = Math.max(0, likes) + 2 * Math.max(0, comments);
  return createdAtMs / 1000 / (HOURS_PER_DOUBLING * 3600) + Math.log2(1 + engagement);
}
