/**
 * Spec 7.1: POST paths that the native app (PLATFORM app) must sign with XBSL. The spec names them by
 * area (orders, payments, buy/sell usdt, pet NFT trade, stake, wheel reclaim, wallet fragment, invest,
 * aiagent, lock token, third-party login and bind, phone login, OTP, global config, openapp cfg,
 * deeplink report); these are the concrete paths that exist so far. An area's issue adds its paths.
 */
export const SIGNED_POST_PATHS: readonly string[] = [
  '/user/send_otp_via_phone',
  '/user/register_or_login_by_phone',
  '/user/third_party_regist_or_login',
  '/user/third_party_bind',
  '/user/user_phone_and_password_reset',
  // The casino brand's phone, OTP and third-party sign-in (issue 13).
  '/casino/user/lb_send_phone_code',
  '/casino/user/lb_user_phone_login',
  '/casino/user/lb_google_login',
  '/casino/lucky_bear/register',
  '/api/app_global_config',
  '/api/openapp_get_cfg',
  '/api/social_media/get_token',
  '/wallet/put_frag',
  '/wallet/get_frag',
  // Orders and payments (issue 14): money in and out, and where it goes.
  '/casino/lucky_bear/recharge',
  '/casino/lucky_bear/withdraw',
  '/casino/lucky_bear/payout_account/add',
  '/casino/lucky_bear/payout_account/remove',
  // Invest (issue 17): the principal locked and an early exit.
  '/invest/subscribe',
  '/invest/exit',
  // Pet NFT trade (issue 17): a pet changing hands and a rental paid.
  '/wallet/xbnft_transfer',
  '/pet/rent',
  // The market (issue 17 item 2): a pet listed or auctioned, bought or bid on.
  '/market/list',
  '/market/buy',
  '/auction/start',
  '/auction/bid',
  // Stake and lock token (issue 17): KTHER locks and their return.
  '/api/stake/lock',
  '/api/stake/unlock',
];
