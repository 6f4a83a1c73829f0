/**
 * The casino sign-in contracts, loaded with the first call (docs/benchmarks.md, "first-load
 * JavaScript"), and the one way every successful sign-in is kept: the main site's session actions.
 */
export const signInContracts = () => import('@app/shared/auth/casino-sign-in-contracts');

export async function keepSession(response: import('@app/shared/auth/login-contracts').LoginResponse, locale: string) {
  const { signIn } = await import('@/shell/session/session-actions');
  signIn(response, locale);
}
