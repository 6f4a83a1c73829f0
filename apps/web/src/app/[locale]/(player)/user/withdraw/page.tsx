import WithdrawNewPage from '../withdrawNew/page';

export { generateMetadata } from '../withdrawNew/page';

/** /user/withdraw (spec 2.4): the older address of the withdraw screen, the same page as /user/withdrawNew. */
export default WithdrawNewPage;
