import { MAX_REPORTED_ERROR_LENGTH } from '@app/shared/constants';

/**
 * Spec 8.1: errors are reported with their message truncated to 256 characters. Until the analytics
 * issue lands, a report is a console error (which the e2e tests can observe).
 */
export function reportError(message: string): void {
  console.error(`[report] ${message.slice(0, MAX_REPORTED_ERROR_LENGTH)}`);
}
