import type { ApiCallError } from '@/lib/api/api-error';
import { where } from '@/platform';
import { reportError } from '@/shell/notices/report-error';
import { startBindPhone } from '@/shell/overlays/bind-phone-flow';
import { useCommonStore } from '@/shell/overlays/common-store';
import { decideBodyCodeAction } from './body-code-policy';
import { countReload, readReloadCount } from './reload-counter';
import { clearSession } from './session-actions';
import { readStoredSession } from './stored-session';

/**
 * Spec 6: the casino brand's two user ids exempt from the forced redirect on session expiry. They are
 * the API's configuration (LUCKYBEAR_SESSION_EXEMPT_USER_IDS, answered by lb_login_conf); the brand's
 * frame hands them over when it loads them, before any brand call can fail.
 */
let exemptUserIds: readonly number[] = [];

export function setSessionExemptUserIds(ids: readonly number[]): void {
  exemptUserIds = ids;
}

/** Once the page is leaving (redirect or reload), further failures of the same burst change nothing. */
let leaving = false;

function leave(go: () => void): void {
  if (leaving) return;
  leaving = true;
  go();
}

/** Applies spec 8.3 to one failed call; `route` is where the call was made from. */
export function handleBodyCode(error: ApiCallError, context: { route: string; locale: string }): void {
  if (typeof window === 'undefined' || leaving) return;
  const action = decideBodyCodeAction({
    code: error.code,
    data: error.details.data,
    platform: where(),
    route: context.route,
    locale: context.locale,
    userId: readStoredSession(window.localStorage).userId,
    exemptUserIds,
    reloadCount: readReloadCount(window.sessionStorage),
  });
  switch (action.kind) {
    case 'none':
      return;
    case 'end-session':
      clearSession({ tellNative: true });
      if (action.goTo) {
        const to = action.goTo;
        leave(() => window.location.assign(to));
      }
      return;
    case 'messenger-reload':
      leave(() => {
        reportError(`session invalid (1004) in the messenger: ${error.message}`);
        countReload(window.sessionStorage);
        clearSession({ tellNative: false });
        window.location.reload();
      });
      return;
    case 'account-abnormal':
      useCommonStore.getState().showAccountAbnormal();
      return;
    case 'go': {
      const to = action.to;
      leave(() => window.location.assign(to));
      return;
    }
    case 'balance-lack':
      useCommonStore.getState().showBalanceLack(action.coin);
      return;
    case 'bind-phone':
      void startBindPhone({
        locale: context.locale,
        backUrl: action.backUrl,
        navigate: (path) => leave(() => window.location.assign(path)),
      });
      return;
  }
}
