import { winPath } from './game-paths';
import { safeBackUrl, withQuery } from './paths';

// The money-in-and-out pages (issue 14, spec 2.2 and 2.4), apart from paths.ts so that the sign-in
// pages' chunks do not carry them. Each takes `backUrl`: where its back link goes (the page it was
// opened from, the money page by default).

/** /user/orders: every order; with `order` (or `from=checkout`) the result of one at the top. */
export function ordersPath(
  locale: string,
  query: { order?: string; from?: 'checkout'; backUrl?: string } = {},
): string {
  return withQuery(`/${locale}/user/orders`, query);
}

/** /user/withdrawNew, the withdraw screen (/user/withdraw is its older address, kept as an alias). */
export function withdrawPath(locale: string, backUrl?: string): string {
  return withQuery(`/${locale}/user/withdrawNew`, { backUrl });
}

/** /user/payment: the saved payout accounts. */
export function payoutAccountsPath(locale: string, backUrl?: string): string {
  return withQuery(`/${locale}/user/payment`, { backUrl });
}

/** /user/withdraw-quantity: today's withdrawal limits and what is left of them. */
export function withdrawQuantityPath(locale: string, backUrl?: string): string {
  return withQuery(`/${locale}/user/withdraw-quantity`, { backUrl });
}

/** A money page's back link: the backUrl it was given (an in-app path), else the money page of /win. */
export function paymentsBackHref(raw: string | null | undefined, locale: string): string {
  return raw ? safeBackUrl(raw, locale) : winPath(locale, 'money');
}
