import { defineEndpoint } from '../core/endpoint';
import { ZHousePlay, ZHousePlayAnswer } from './house-contracts';

/** The house games' client calls its provider with this (the web app's typed client needs an endpoint). */
export const housePlay = defineEndpoint({
  group: 'provider',
  method: 'POST',
  path: '/provider/house/play',
  summary: 'House provider: play one round with the launch token',
  request: ZHousePlay,
  response: ZHousePlayAnswer,
});
