/** Lucky codes' public face (issue 16): bought with coins, opened once by whoever holds the code. */
export { LUCKY_CODE_SCOPE, type LuckyCodeService, type LuckyCodesPorts } from './lucky-code.service';
export { registerLuckyCodesRoutes } from './luckycodes.routes';
export { createLuckyCodesServices, type LuckyCodesDeps } from './luckycodes.services';
