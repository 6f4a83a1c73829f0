import { createHmac, randomBytes } from 'node:crypto';
import { BodyCode } from '@app/shared';
import { COIN_NAMES, type CoinName } from '@app/shared/wallet/coins';
import { ApiError } from '../../lib/api-error';
import { safeEqual } from '../../lib/safe-equal';

/**
 * A game session: what the launch token binds. `p` names its one purpose, so no other token the
 * API signs with a key like it can pass for one.
 */
export interface LaunchClaims {
  p: 'game-session';
  userId: number;
  gameId: string;
  providerId: string;
  coin: CoinName;
  lang: string;
  device: 'mobile' | 'desktop';
  returnUrl: string;
  /** ms since epoch. */
  exp: number;
  /** Random: two launches never give the same token. */
  n: string;
}

/**
 * Stateless launch tokens: base64url(JSON claims) "." hex HMAC-SHA256(secret, that text). Nothing is
 * stored per launch, so a launch costs no write; a token lives until `exp` (the game session).
 */
export class LaunchTokens {
  constructor(private readonly secret: string) {}

  issue(claims: Omit<LaunchClaims, 'p' | 'n'>): string {
    const body = Buffer.from(
      JSON.stringify({ ...claims, p: 'game-session', n: randomBytes(9).toString('base64url') }),
    ).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** The token's claims, or GAME_TOKEN_INVALID when it is malformed, forged or expired. */
  verify(token: string, now: number): LaunchClaims {
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined || !safeEqual(mac, this.mac(body))) throw invalidToken('is not valid');
    let claims: LaunchClaims;
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LaunchClaims;
    } catch {
      throw invalidToken('is not valid');
    }
    if (claims.p !== 'game-session' || !(COIN_NAMES as readonly string[]).includes(claims.coin)) {
      throw invalidToken('is not a game session token');
    }
    if (!(claims.exp > now)) throw invalidToken('has expired: open the game again');
    return claims;
  }

  private mac(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('hex');
  }
}

export function invalidToken(why: string): ApiError {
  return new ApiError(BodyCode.GAME_TOKEN_INVALID, `The game session token ${why}`, { field: 'token' });
}
