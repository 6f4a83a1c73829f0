/** Spec 8.1 error codes of the analytics client, with the spec's own messages. */
export const ANALYTICS_ERRORS = {
  TOKEN_IS_NOT_PROVIDED: 'Token is not provided.',
  USER_DATA_IS_NOT_PROVIDED: 'Telegram User data is not provided.',
} as const;

export class AnalyticsError extends Error {
  constructor(readonly code: keyof typeof ANALYTICS_ERRORS) {
    super(ANALYTICS_ERRORS[code]);
    this.name = 'AnalyticsError';
  }
}
