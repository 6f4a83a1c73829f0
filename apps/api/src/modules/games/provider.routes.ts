import { BodyCode } from '@app/shared';
import { ZHousePlay } from '@app/shared/games/house-contracts';
import { SIGNATURE_HEADER } from '@app/shared/games/wallet-protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, invalidField } from '../../lib/api-error';
import type { GamesServices } from './games.services';

/**
 * Slot provider group (/provider/...): server-to-server, so no player headers and no session; every
 * wallet call is authenticated by its signature over the raw body instead. Refused calls are logged
 * (provider, call, code, reason) for the operators: a run of bad signatures is an attack or a
 * misconfigured provider.
 */
export async function registerProviderRoutes(scope: FastifyInstance, services: GamesServices): Promise<void> {
  const { wallet, house } = services;

  scope.post<{ Params: { providerId: string; call: string } }>(
    '/provider/wallet/:providerId/:call',
    {
      config: { auth: 'none' },
      schema: { summary: 'Provider wallet protocol: balance, bet, win, rollback', tags: ['provider'] },
    },
    async (request) => {
      const { providerId, call } = request.params;
      try {
        const data = await wallet.handleSigned(providerId, call, rawBodyOf(request), headerOf(request));
        return { code: 0, msg: 'ok', data };
      } catch (error) {
        if (error instanceof ApiError) {
          const reason = (error.data as { reason?: string } | null)?.reason ?? error.message;
          const level = error.code === BodyCode.SIGNATURE_INVALID ? 'warn' : 'info';
          request.log[level]({ providerId, call, code: error.code, reason }, 'provider wallet call refused');
        }
        throw error;
      }
    },
  );

  scope.post(
    '/provider/house/play',
    { config: { auth: 'none' }, schema: { summary: 'House provider: play one round', tags: ['provider'] } },
    async (request) => {
      const parsed = ZHousePlay.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw invalidField(String(issue?.path[0] ?? 'body'), issue?.message ?? 'is invalid');
      }
      return { code: 0, msg: 'ok', data: await house.play(parsed.data) };
    },
  );
}

function rawBodyOf(request: FastifyRequest): string {
  if (typeof request.rawBody !== 'string') throw new ApiError(BodyCode.UNSUPPORTED_MEDIA_TYPE, 'Send application/json');
  return request.rawBody;
}

function headerOf(request: FastifyRequest): string | undefined {
  const value = request.headers[SIGNATURE_HEADER];
  return typeof value === 'string' ? value : undefined;
}
