import { BodyCode } from '@app/shared';

/** The refusals of a send the composer words itself (messages namespace); others go to the app's texts. */
const SEND_ERRORS: Readonly<Record<number, string>> = {
  [BodyCode.MESSAGE_BLOCKED]: 'error.blocked',
  [BodyCode.MESSAGE_TO_SELF]: 'error.self',
  [BodyCode.MESSAGE_RECIPIENT_UNKNOWN]: 'error.unknown_player',
  [BodyCode.MESSAGE_RATE_LIMITED]: 'error.too_fast',
};

/** The messages key of a refused send, or undefined when the app's general error text should say it. */
export function sendErrorKey(error: unknown): string | undefined {
  const code = (error as { details?: { code?: unknown } } | null)?.details?.code;
  return typeof code === 'number' ? SEND_ERRORS[code] : undefined;
}
