import { answerOf, BodyCode, ZErrorEnvelope } from '@app/shared';
import { OPS_CSRF_HEADER, type OpsEndpoint } from '@app/shared/ops/ops-endpoint';
import { hasPermission, type OpsPermission } from '@app/shared/ops/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-error';
import type { Actor } from './audit';
import type { OperatorRow } from './operator.repository';
import type { OperatorService } from './operator.service';
import { sessionTokenOf } from './ops-cookie';
import type { LiveOpsSession, OpsSessions } from './ops-sessions';

/** What an operator endpoint's handler is given besides its input. */
export interface OperatorRequest {
  /** The signed-in operator with the roles they hold now. */
  operator: OperatorRow;
  session: LiveOpsSession;
  /** Who and from where, for OpsAudit.record in the action's own transaction. */
  actor: Actor;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The operator routes' scope and the checks every operator endpoint passes (built by registerOpsRoutes). */
export interface OpsRoutes {
  app: FastifyInstance;
  guard: OpsGuard;
}

/**
 * Who may call: 'public' (sign-in), 'second-factor' (a session that passed the password only),
 * 'signed-in' (any full session: me, sign-out), or a permission of the table (permissions.ts).
 */
export type OpsAccess = 'public' | 'second-factor' | 'signed-in' | { permission: OpsPermission };

/** An operator endpoint as registered. */
export interface RegisteredOpsEndpoint {
  method: string;
  path: string;
  access: OpsAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every operator endpoint and its access (modules/ops/index.ts registerOpsRoutes). */
    opsEndpoints: readonly RegisteredOpsEndpoint[];
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The checks, in order: session (cookie), CSRF (state-changing calls), permission. */
export class OpsGuard {
  private readonly contexts = new WeakMap<FastifyRequest, OperatorRequest>();
  /** Every operator endpoint registered and its access: the guard tests walk this list. */
  readonly endpoints: RegisteredOpsEndpoint[] = [];

  constructor(
    private readonly sessions: OpsSessions,
    private readonly operators: OperatorService,
    /** Origins of the console: a browser call from any other origin is refused. */
    private readonly origins: readonly string[],
  ) {}

  hook(access: OpsAccess): preValidationAsyncHookHandler {
    return async (request, reply) => {
      const changes = STATE_CHANGING.has(request.method);
      if (changes) this.checkOrigin(request);
      if (access === 'public') return;
      const token = sessionTokenOf(request.headers.cookie);
      const session =
        access === 'second-factor' ? await this.sessions.find(token) : await this.sessions.findActive(token);
      if (changes) this.sessions.checkCsrf(session, headerOf(request, OPS_CSRF_HEADER));
      const operator = await this.operators.find(session.operatorId);
      // A disabled operator's sessions ended with the change; this holds even for one that raced it.
      if (!operator || operator.disabled_at !== null) throw new ApiError(BodyCode.OPS_SESSION_INVALID);
      if (typeof access === 'object' && !hasPermission(operator.roles, access.permission)) {
        throw new ApiError(BodyCode.OPS_PERMISSION_DENIED, undefined, { permission: access.permission });
      }
      this.contexts.set(request, {
        operator,
        session,
        actor: { operatorId: operator.id, ip: request.ip },
        request,
        reply,
      });
    };
  }

  /** The context the hook made for this request. */
  contextOf(request: FastifyRequest): OperatorRequest {
    const context = this.contexts.get(request);
    if (!context) throw new ApiError(BodyCode.OPS_SESSION_INVALID);
    return context;
  }

  /**
   * Browsers send Origin on every cross-origin call and on same-origin POSTs: one that is present and
   * not the console's is refused (defence in depth behind SameSite=Strict and the CSRF token).
   */
  private checkOrigin(request: FastifyRequest): void {
    const origin = headerOf(request, 'origin');
    if (origin !== undefined && !this.origins.includes(origin)) throw new ApiError(BodyCode.OPS_CSRF_INVALID);
  }
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
}

export type OpsHandler<E extends OpsEndpoint, C> = (
  input: z.output<E['request']>,
  context: C,
) => Promise<z.input<E['response']>>;

/** Registers an operator endpoint with any access (the module's own sign-in steps use the non-permission ones). */
export function registerOpsEndpoint<E extends OpsEndpoint>(
  ops: OpsRoutes,
  endpoint: E,
  access: OpsAccess,
  handler: OpsHandler<E, { request: FastifyRequest; reply: FastifyReply; operator?: OperatorRequest }>,
): void {
  const input = endpoint.method === 'GET' ? 'querystring' : 'body';
  ops.guard.endpoints.push({ method: endpoint.method, path: endpoint.path, access });
  ops.app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    // Before validation, like the players' session check: a caller without access learns only that.
    preValidation: ops.guard.hook(access),
    schema: {
      summary: `${endpoint.summary} [${typeof access === 'object' ? access.permission : access}]`,
      tags: ['ops'],
      [input]: endpoint.request,
      response: { 200: answerOf(endpoint.response), '4XX': ZErrorEnvelope, '5XX': ZErrorEnvelope },
    },
    handler: async (request, reply) => {
      const operator = access === 'public' ? undefined : ops.guard.contextOf(request);
      const body = (input === 'body' ? request.body : request.query) as z.output<E['request']>;
      const data = await handler(body, { request, reply, operator });
      return { code: 0, msg: 'ok', data };
    },
  });
}

/**
 * THE way to add an operator endpoint: it declares its permission (a key of the table in
 * @app/shared/ops/permissions), and the server checks the session, the CSRF token of a POST and the
 * permission before the handler runs, so no handler checks a role itself. A state-changing handler
 * records its action with OpsAudit.record(trx, context.actor, ...) inside its own transaction.
 */
export function opsRoute<E extends OpsEndpoint>(
  ops: OpsRoutes,
  options: { endpoint: E; permission: OpsPermission | 'signed-in' },
  handler: OpsHandler<E, OperatorRequest>,
): void {
  const access: OpsAccess = options.permission === 'signed-in' ? 'signed-in' : { permission: options.permission };
  registerOpsEndpoint(ops, options.endpoint, access, (input, { request }) =>
    handler(input, ops.guard.contextOf(request)),
  );
}
