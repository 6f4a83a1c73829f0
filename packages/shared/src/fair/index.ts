/** The provably fair toolkit: derivation, house games' engines and round verification (docs/fairness.md). */
export { FLOATS_PER_BLOCK, hmacSha256Hex, randomSeedHex, roundFloats, sha256Hex } from './derivation';
export { GameParamsError, type GamePlay, type HouseGame, type PayoutChance } from './engine';
export { HOUSE_GAME_IDS, HOUSE_GAMES, type HouseGameId, houseGame, isHouseGameId } from './house-games';
export { type RoundToVerify, type VerifiedRound, verifyRound } from './verify';
export { type DrawToVerify, pickWeighted, probabilities, type VerifiedDraw, verifyDraw } from './weighted-pick';
