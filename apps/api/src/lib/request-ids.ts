import { randomBytes } from 'node:crypto';

/** A client-supplied X-Request-Id is kept only if it is harmless in a log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * This process's prefix: 12 random hex characters, so ids of two processes (or of one process before
 * and after a restart) do not meet in a shared log.
 */
const PROCESS_PREFIX = randomBytes(6).toString('hex');
let issued = 0;

/**
 * The id of a request, as its log lines carry it: the client's X-Request-Id when it is safe, else this
 * process's prefix and a counter. A request id only has to be unique, not unguessable (nothing is
 * authorised by it), and a counter costs nothing: a random UUID per request was 2.8 % of
 * GET /api/server_time's CPU time (issue 10, tenth pass).
 */
export function requestIdOf(incoming: string | string[] | undefined): string {
  if (typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming)) return incoming;
  issued++;
  return `${PROCESS_PREFIX}-${issued.toString(36)}`;
}
