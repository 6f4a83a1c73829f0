import { BodyCode } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../lib/api-error';
import type { SessionInfo } from './session.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by plugins/auth.ts on routes registered with auth 'optional' or 'required'. */
    session: SessionInfo | null;
  }
}

/** The session of a route registered with auth 'required'. */
export function sessionOf(request: FastifyRequest): SessionInfo {
  if (!request.session) throw new ApiError(BodyCode.SESSION_INVALID);
  return request.session;
}
