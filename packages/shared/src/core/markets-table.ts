/** Spec section 9: "Default country code +84" (the login form's dial code). */
export const DEFAULT_DIAL_CODE = '+84';

/** Spec section 9: dial codes by country (ISO 3166-1 alpha-2, lower case). */
export const DIAL_CODES: Readonly<Record<string, number>> = {
  th: 66,
  id: 62,
  ph: 63,
  my: 60,
  br: 55,
  mx: 52,
  vn: 84,
  in: 91,
  ar: 54,
  tr: 90,
  eg: 20,
  bd: 880,
  ru: 7,
  kz: 7,
  co: 57,
  jp: 81,
  hk: 852,
  sg: 65,
  tw: 886,
  us: 1,
  ca: 1,
  gb: 44,
  uz: 998,
  ua: 380,
  kg: 996,
  tj: 992,
  by: 375,
  az: 994,
};

/** Spec section 9: currency by market (ISO 4217). */
export const CURRENCY_BY_MARKET: Readonly<Record<string, string>> = {
  vn: 'VND', // dong
  ph: 'PHP', // peso
  br: 'BRL', // real
  th: 'THB', // baht
  id: 'IDR', // rupiah
  my: 'MYR', // ringgit
  ru: 'RUB', // rouble
  mx: 'MXN', // peso
};

/** Spec section 3: payment channels per country (their icons are keyed by these ids). */
export const PAYMENT_CHANNELS: Readonly<Record<string, readonly string[]>> = {
  id: ['dana', 'ovo', 'gopay', 'bank', 'shopeepay', 'trc_usdt', 'prc_usdt', 'bep_usdt', 'ton_usdt', 'ton_tonconnect'],
  br: ['pix', 'pagbank', 'ton_usdt', 'ton_tonconnect', 'bsc_usdt'],
  vn: ['momo', 'ton_usdt', 'ton_tonconnect', 'bank'],
};

/** Spec section 9: exchange id map. */
export const EXCHANGE_IDS = { 151: 'exchange_a', 221: 'exchange_b' } as const;

/** Spec section 9: UTM keys. */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
