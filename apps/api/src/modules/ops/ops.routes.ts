import { opsListAudit } from '@app/shared/ops/audit-contracts';
import {
  opsEnrolConfirm,
  opsEnrolStart,
  opsMe,
  opsSignIn,
  opsSignOut,
  opsVerifySecondFactor,
} from '@app/shared/ops/auth-contracts';
import {
  opsCreateOperator,
  opsListOperators,
  opsResetOperatorTotp,
  opsSetOperatorDisabled,
  opsSetOperatorRoles,
  opsUnlockOperator,
} from '@app/shared/ops/operator-contracts';
import type { FastifyReply } from 'fastify';
import { meView } from './operator-views';
import type { OpsServices } from './ops.services';
import { clearedSessionCookie, sessionCookie } from './ops-cookie';
import { type OperatorRequest, type OpsRoutes, opsRoute, registerOpsEndpoint } from './ops-route';
import type { IssuedSession, LiveOpsSession } from './ops-sessions';

function setSessionCookie(reply: FastifyReply, session: IssuedSession, now: number) {
  reply.header('set-cookie', sessionCookie(session.token, session.expiresAt - now));
}

/** The operator's own calls: the two sign-in steps, TOTP enrolment, sign-out and "me". */
export function registerOpsAuthRoutes(ops: OpsRoutes, { signIn, clock }: OpsServices): void {
  const pending = (context: { operator?: OperatorRequest }) => context.operator?.session as LiveOpsSession;

  registerOpsEndpoint(ops, opsSignIn, 'public', async (input, { request, reply }) => {
    const { session, answer } = await signIn.signIn(input.email, input.password, request.ip);
    setSessionCookie(reply, session, clock());
    return answer;
  });
  registerOpsEndpoint(ops, opsVerifySecondFactor, 'second-factor', async (input, context) => {
    const { session, answer } = await signIn.verify(pending(context), input, context.request.ip);
    setSessionCookie(context.reply, session, clock());
    return answer;
  });
  registerOpsEndpoint(ops, opsEnrolStart, 'second-factor', async (_input, context) =>
    signIn.startEnrolment(pending(context), context.request.ip),
  );
  registerOpsEndpoint(ops, opsEnrolConfirm, 'second-factor', async (input, context) => {
    const { session, answer } = await signIn.confirmEnrolment(pending(context), input.code, context.request.ip);
    setSessionCookie(context.reply, session, clock());
    return answer;
  });
  registerOpsEndpoint(ops, opsSignOut, 'second-factor', async (_input, context) => {
    await signIn.signOut(pending(context), context.request.ip);
    context.reply.header('set-cookie', clearedSessionCookie());
    return {};
  });
  opsRoute(ops, { endpoint: opsMe, permission: 'signed-in' }, async (_input, { operator, session }) =>
    meView(operator, session),
  );
}

/** The owner's management of operators, and the audit log. */
export function registerOpsAdminRoutes(ops: OpsRoutes, { operators, audit }: OpsServices): void {
  opsRoute(ops, { endpoint: opsListOperators, permission: 'operators.manage' }, async () => ({
    operators: await operators.list(),
  }));
  opsRoute(ops, { endpoint: opsCreateOperator, permission: 'operators.manage' }, (input, { actor }) =>
    operators.create(actor, input),
  );
  opsRoute(ops, { endpoint: opsSetOperatorRoles, permission: 'operators.manage' }, (input, { actor }) =>
    operators.setRoles(actor, input.operator_id, input.roles),
  );
  opsRoute(ops, { endpoint: opsSetOperatorDisabled, permission: 'operators.manage' }, (input, { actor }) =>
    operators.setDisabled(actor, input.operator_id, input.disabled),
  );
  opsRoute(ops, { endpoint: opsUnlockOperator, permission: 'operators.manage' }, (input, { actor }) =>
    operators.unlock(actor, input.operator_id),
  );
  opsRoute(ops, { endpoint: opsResetOperatorTotp, permission: 'operators.manage' }, (input, { actor }) =>
    operators.resetTotp(actor, input.operator_id),
  );
  opsRoute(ops, { endpoint: opsListAudit, permission: 'audit.read' }, (input) =>
    audit.list(
      { operatorId: input.operator_id, action: input.action, target: input.target, from: input.from, to: input.to },
      input.page,
      input.page_size,
    ),
  );
}
