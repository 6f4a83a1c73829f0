import type { BodyCode } from '@app/shared';
import { ApiError } from '../lib/api-error';

/**
 * An error as it crosses from the SQLite write worker to the API thread. Structured cloning keeps an
 * Error's message but not its class or its own fields, so what callers branch on is carried
 * explicitly: an ApiError's body code, message and data (answered to the client as they are), and a
 * driver error's `code` (isUniqueViolation, SQLITE_BUSY).
 */
export interface WireError {
  message: string;
  name: string;
  code?: string;
  api?: { code: BodyCode; data: unknown };
}

export function toWire(error: unknown): WireError {
  if (error instanceof ApiError) {
    return { name: error.name, message: error.message, api: { code: error.code, data: error.data } };
  }
  const e = error instanceof Error ? error : new Error(String(error));
  const code = (e as { code?: unknown }).code;
  return { name: e.name, message: e.message, ...(typeof code === 'string' ? { code } : {}) };
}

export function fromWire(wire: WireError): Error {
  if (wire.api) return new ApiError(wire.api.code, wire.message, wire.api.data);
  const error = new Error(wire.message);
  error.name = wire.name;
  return wire.code === undefined ? error : Object.assign(error, { code: wire.code });
}
