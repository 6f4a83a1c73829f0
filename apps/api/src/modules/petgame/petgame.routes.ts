import { petGamePlay, petGameState, petRoll, petRollConfig, petRollHistory } from '@app/shared/pets/petgame-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/route';
import { sessionOf } from '../auth';
import type { PetgameServices } from './petgame.services';

const signedIn = { auth: 'required' } as const;
const eitherWay = { auth: 'optional' } as const;

/** The pet group's game calls: /pet/game/state and /play (/petGame), /pet/roll/config, /pet/roll and /history (/rollnft). */
export async function registerPetgameRoutes(scope: FastifyInstance, { play, roll }: PetgameServices) {
  registerEndpoint(scope, petGameState, async (_input, req) => play.state(sessionOf(req).userId), signedIn);
  registerEndpoint(
    scope,
    petGamePlay,
    async (input, req) => play.play(sessionOf(req).userId, input.pet_id, input.request_id),
    signedIn,
  );
  registerEndpoint(scope, petRollConfig, async () => roll.config(), eitherWay);
  registerEndpoint(scope, petRoll, async (input, req) => roll.roll(sessionOf(req).userId, input.request_id), signedIn);
  registerEndpoint(scope, petRollHistory, async (_input, req) => roll.history(sessionOf(req).userId), signedIn);
}
