import { BODY_CODE_MESSAGES, BodyCode } from '@app/shared';

/**
 * A business or validation failure: answered with HTTP 200 and a non-zero body code (architecture
 * brief, "The wire format"). Services throw it; the error handler turns it into the envelope.
 */
export class ApiError extends Error {
  constructor(
    readonly code: BodyCode,
    message: string = BODY_CODE_MESSAGES[code],
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * A validation failure naming the first invalid field (spec 8.4). `msg` is the code's own message
 * only: spec 8.4 shows "the message plus the first field name and its message", so a `msg` that
 * already held the field and its message made every client say them twice.
 */
export function invalidField(field: string, message: string, code: BodyCode = BodyCode.INVALID_PARAMS) {
  return new ApiError(code, BODY_CODE_MESSAGES[code], { field, message });
}
