import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@app/shared/auth/login-contracts';
import { post, sessionHeaders } from '../../../../../test/helpers/sign-in';
import type { GamesTestApp } from '../../../games/test/helpers/games-app';
import { petPost } from '../../../pets/test/helpers/pet-calls';

type Login = Pick<LoginResponse, 'user_id' | 'user_secret_key'>;

export const playPet = (t: GamesTestApp, login: Login, petId: string, requestId: string = randomUUID()) =>
  petPost(t, login, 'game/play', { pet_id: petId, request_id: requestId });

export const rollNft = (t: GamesTestApp, login: Login, requestId: string = randomUUID()) =>
  petPost(t, login, 'roll', { request_id: requestId });

/** The current seed pair of a fair scope (its hash is what decides the next round). */
export async function fairSeeds(t: GamesTestApp, login: Login, scope: string) {
  return (await post(t.app, '/casino/fair/seeds', { scope }, sessionHeaders(login))).body.data as {
    current: { server_seed_hash: string; nonce: number };
  };
}
