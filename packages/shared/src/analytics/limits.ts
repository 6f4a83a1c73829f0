/** Spec section 9: analytics batching. */
export const ANALYTICS = {
  batchIntervalMs: 2000,
  backoffMultiplier: 2.71,
  maxBackoffs: 5,
  batchSize: 20,
  /** A batch is sent only while the first report was under 24 h ago. */
  maxSinceFirstReportMs: 24 * 60 * 60 * 1000,
} as const;
