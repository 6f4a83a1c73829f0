/** Spec section 9: 11 VIP levels (0 to 10). */
export const VIP_LEVELS = { min: 0, max: 10 } as const;

/**
 * VIP experience needed for each level 0-10 (spec 9: 11 levels). The spec does not give the
 * thresholds; these are the product's (docs/decisions.md).
 */
export const VIP_EXP_THRESHOLDS = [
  0, 100, 500, 1_000, 5_000, 10_000, 50_000, 100_000, 500_000, 1_000_000, 5_000_000,
] as const;
