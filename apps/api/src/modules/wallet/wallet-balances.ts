import { formatUnits } from '@app/shared';
import { COIN_NAMES, COINS, type CoinName, DEFAULT_COIN_TYPE, PRICE_SCALE_DECIMALS } from '@app/shared/wallet/coins';
import type { DbOrTrx } from '../../db/types';
import { type BalanceRow, balanceRepository, type CoinBalance } from './balance.repository';
import { formatUsdt, usdtUnits } from './pricing';

const fmt = (units: bigint, coin: CoinName) => formatUnits(units, COINS[coin].decimals);

interface CoinFields {
  coin: CoinName;
  coin_name: string;
  coin_logo: string;
  token: string;
  decimals: number;
  explanation: string;
}

/** The fields of a balance row that depend on the coin alone, made once. */
const COIN_FIELDS = Object.fromEntries(
  COIN_NAMES.map((coin): [CoinName, CoinFields] => [
    coin,
    {
      coin,
      coin_name: COINS[coin].name,
      coin_logo: `/coins/${coin.toLowerCase()}.svg`,
      token: COINS[coin].token,
      decimals: COINS[coin].decimals,
      explanation: COINS[coin].explanation,
    },
  ]),
) as Record<CoinName, CoinFields>;

/** Each coin's balance and USDT value, and the total, from the statement's rows. */
function valued(read: readonly BalanceRow[]) {
  const balances = balanceRepository.byCoin(read);
  const rows = [];
  let totalUsdt = 0n;
  for (const coin of COIN_NAMES) {
    const price = balances.get(coin) as CoinBalance;
    const usdt = usdtUnits(price.units, price);
    rows.push({ coin, units: price.units, usdt, priceE12: price.priceE12 });
    totalUsdt += usdt;
  }
  return { rows, totalUsdt };
}

/** get_wallet_info's answer from the statement's rows: amounts as decimal strings with str_amount, numbers without. */
export function walletInfoOf(read: readonly BalanceRow[], strAmount: boolean) {
  const { rows, totalUsdt } = valued(read);
  const coins = [];
  for (const r of rows) {
    const money = fmt(r.units, r.coin);
    const usdt = formatUsdt(r.usdt);
    coins.push({
      ...COIN_FIELDS[r.coin],
      money_all: strAmount ? money : Number(money),
      usdt_money_all: strAmount ? usdt : Number(usdt),
      usdt_price: formatUnits(r.priceE12, PRICE_SCALE_DECIMALS),
    });
  }
  const total = formatUsdt(totalUsdt);
  return { coins, total_usdt: strAmount ? total : Number(total), default_coin: DEFAULT_COIN_TYPE };
}

/**
 * The signed-in user's balances with their USDT value (get_wallet_info, user_asset,
 * total_asset_in_usdt): one statement per read (balance.repository.ts). Every wallet screen asks for
 * these, so they are plain loops over the coins.
 */
export class WalletBalances {
  constructor(private readonly db: DbOrTrx) {}

  /** The rows of the one statement (balance.repository.ts) for `userId`. */
  read(userId: number): Promise<BalanceRow[]> {
    return balanceRepository.rowsOf(this.db, userId);
  }

  async rows(userId: number) {
    return valued(await this.read(userId));
  }

  /** Amounts as decimal strings with str_amount, numbers without. */
  async walletInfo(userId: number, strAmount: boolean) {
    return walletInfoOf(await this.read(userId), strAmount);
  }

  async userAsset(userId: number, coin: CoinName | undefined) {
    const { rows } = await this.rows(userId);
    return {
      list: rows
        .filter((r) => !coin || r.coin === coin)
        .map((r) => ({
          coin_logo: COIN_FIELDS[r.coin].coin_logo,
          coin_name: r.coin,
          money_all: fmt(r.units, r.coin),
          usdt_money_all: formatUsdt(r.usdt),
        })),
    };
  }

  async totalUsdt(userId: number) {
    return { total_usdt: formatUsdt((await this.rows(userId)).totalUsdt) };
  }
}
