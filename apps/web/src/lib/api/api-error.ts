/**
 * Why a call failed, in the classes of spec 8.4 (each is displayed differently):
 * - network: no answer (offline, refused, aborted): shown as error_net_try + message;
 * - http: an answer that is not HTTP 200, or a body that is not an envelope: status and error text;
 * - business: HTTP 200 with a non-success code; `field` and `fieldMessage` when a field was invalid.
 */
export type ApiErrorKind = 'network' | 'http' | 'business';

export class ApiCallError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly details: {
      status?: number;
      code?: number;
      data?: unknown;
      field?: string;
      fieldMessage?: string;
      requestId?: string;
    } = {},
  ) {
    super(message);
    this.name = 'ApiCallError';
  }

  get code(): number | undefined {
    return this.details.code;
  }
}
