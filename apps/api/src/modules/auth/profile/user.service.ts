import { BodyCode } from '@app/shared';
import { LOGIN_TYPES, type LoginType } from '@app/shared/auth/login-contracts';
import { VIP_EXP_THRESHOLDS, vipLevelOf } from '@app/shared/core/vip';
import { writeTransaction } from '../../../db/transaction';
import type { Db } from '../../../db/types';
import { ApiError } from '../../../lib/api-error';
import { accountRepository, type UserRow } from '../core/account.repository';
import { requireRecentSignIn } from '../core/guards';
import { sessionRepository } from '../core/session.repository';
import type { SessionInfo, SessionService } from '../core/session.service';
import { hashPassword } from '../core/tokens';
import { maskPhone } from '../phone/phone-number';
import { isEvmAddress, isSolanaAddress, requireSolanaAddress } from './wallet-address';

function loginTypeOf(value: string): LoginType {
  return (LOGIN_TYPES as readonly string[]).includes(value) ? (value as LoginType) : 'regist';
}

/** What a user's profile shows of their money, kept by other modules (payments, the wallet; compose.ts). */
export interface UserMoneyLinks {
  /** userInfo's momo_account_list: the player's saved MoMo payout accounts, masked. */
  momoAccounts?: (userId: number) => Promise<{ account: string; name: string }[]>;
  /** /user/regist?is_usdt_value=1: everything the player holds, in USDT (a decimal string). */
  usdtValue?: (userId: number) => Promise<string>;
}

/** Profile, VIP, addresses, sessions and password reset of users (the /user/... reads and changes). */
export class UserService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    /** Experience earned outside auth (the vip module: wagering), added to what an operator granted (`vip_exp`). */
    private readonly earnedVipExperience: (userId: number) => Promise<number> = async () => 0,
    private readonly now: () => number = () => Date.now(),
    private readonly money: UserMoneyLinks = {},
  ) {}

  /** The player's holdings in USDT ('0' where no wallet is wired). */
  async usdtValue(userId: number): Promise<string> {
    return this.money.usdtValue ? this.money.usdtValue(userId) : '0';
  }

  /** A user's whole VIP experience: granted (`vip_exp`) plus earned. */
  private async vipExperience(user: UserRow): Promise<number> {
    return user.vip_exp + (await this.earnedVipExperience(user.id));
  }

  async user(userId: number): Promise<UserRow> {
    const user = await accountRepository.findById(this.db, userId);
    if (!user) throw new ApiError(BodyCode.SESSION_INVALID);
    return user;
  }

  /** The user a referral code names (codes are stored upper case), for the invites module's bind. */
  async idByInviteCode(code: string): Promise<number | undefined> {
    return accountRepository.findByInviteCode(this.db, code.toUpperCase());
  }

  async info(userId: number) {
    const user = await this.user(userId);
    return {
      user_id: user.id,
      username: user.username,
      first_name: user.first_name,
      last_name: user.last_name,
      head_url: user.photo_url,
      language_code: user.language_code,
      is_premium: user.is_premium,
      phone_number: user.phone ? maskPhone(user.phone) : '',
      // The saved MoMo payout accounts (payments, /user/payment), masked.
      momo_account_list: this.money.momoAccounts ? await this.money.momoAccounts(user.id) : [],
      vip_level: vipLevelOf(await this.vipExperience(user)),
      media_source: user.media_source,
      newbie_guide: user.newbie_guide,
      login_type: loginTypeOf(user.login_type),
      created_at: user.created_at,
    };
  }

  async vip(userId: number) {
    const user = await this.user(userId);
    const exp = await this.vipExperience(user);
    const level = vipLevelOf(exp);
    return { vip_level: level, exp, next_level_exp: VIP_EXP_THRESHOLDS[level + 1] ?? 0 };
  }

  /** Spec 3 wallet address item; an address is invalid when it does not fit its chain's format. */
  async walletAddresses(userId: number) {
    const user = await this.user(userId);
    if (!user.wallet_addr && !user.wallet_addr_sol) return { list: [] };
    const evmOk = user.wallet_addr === '' || isEvmAddress(user.wallet_addr);
    const solOk = user.wallet_addr_sol === '' || isSolanaAddress(user.wallet_addr_sol);
    return {
      list: [{ wallet_addr: user.wallet_addr, wallet_addr_sol: user.wallet_addr_sol, invalid: !(evmOk && solOk) }],
    };
  }

  /** Sets the user's Solana address after checking its format; answers the address. */
  async setSolanaAddress(userId: number, value: string): Promise<string> {
    const address = requireSolanaAddress(value);
    await accountRepository.setSolanaAddress(this.db, userId, address);
    return address;
  }

  async publicFacts(userId: number, withInviteCode: boolean, withProjectAngel: boolean) {
    const user = await accountRepository.findById(this.db, userId);
    return {
      user_id: userId,
      exists: user !== undefined,
      username: user?.username ?? '',
      head_url: user?.photo_url ?? '',
      ...(withInviteCode ? { invite_code: user?.invite_code ?? '' } : {}),
      // Project angels (early partners) are not modelled yet: nobody is one.
      ...(withProjectAngel ? { is_project_angel: false } : {}),
    };
  }

  async listSessions(session: SessionInfo) {
    const list = await this.sessions.list(session.userId);
    return {
      list: list.map((s) => ({
        session_id: s.id,
        current: s.id === session.id,
        login_type: loginTypeOf(s.login_type),
        platform: s.platform,
        device_id: s.device_id,
        created_at: s.created_at,
        last_used_at: s.last_used_at,
      })),
    };
  }

  /** Ends another session of the user; the current one ends through logout. Needs a recent sign-in. */
  async endOtherSession(session: SessionInfo, sessionId: number) {
    if (sessionId === session.id) {
      throw new ApiError(BodyCode.INVALID_PARAMS, 'Use logout to end the current session', { field: 'session_id' });
    }
    requireRecentSignIn(session, this.now());
    const ended = await this.sessions.end(session.userId, sessionId);
    if (!ended) throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No such live session', { field: 'session_id' });
    return { ended };
  }

  /** New password for the phone's account; every session of it ends (whoever had them). */
  async resetPassword(phone: string, newPassword: string) {
    const hash = await hashPassword(newPassword);
    return writeTransaction(this.db, async (trx) => {
      const user = await accountRepository.findByPhone(trx, phone);
      if (!user)
        throw new ApiError(BodyCode.RESOURCE_NOT_FOUND, 'No account has this phone number', { field: 'phone' });
      await accountRepository.setPassword(trx, user.id, hash);
      await sessionRepository.endAll(trx, user.id, this.now());
      return { changed: true, user_id: user.id };
    });
  }
}
