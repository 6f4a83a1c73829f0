'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { IconBadge, WarningIcon } from '@/components/icons';
import { ScreenHeader } from '@/components/ScreenHeader';
import { pageButton } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/Spinner';
import { useApiClient } from '@/lib/api/api-provider';
import type { ApiClient } from '@/lib/api/client';
import { loginHomePath, safeBackUrl } from '@/lib/routes/paths';
import { showNotice, useErrorText } from '@/shell/notices/use-error-notice';
import { type PendingOAuth, takePendingOAuth } from './oauth-flow';

type Outcome = { kind: 'signed-in' | 'bound'; backUrl: string; name?: string };

/** One exchange per code, even if the effect runs twice (React strict mode in development). */
const exchanges = new Map<string, Promise<Outcome>>();

async function exchange(api: ApiClient, pending: PendingOAuth, code: string, locale: string): Promise<Outcome> {
  const proof = {
    media_type: pending.mediaType,
    code,
    redirect_uri: pending.redirectUri,
    code_verifier: pending.codeVerifier,
    state: pending.state,
  };
  const backUrl = safeBackUrl(pending.backUrl, locale);
  // The contracts, the platform layer and the sign-in come with the call (docs/benchmarks.md, "first-load JavaScript").
  const [{ thirdPartyBind, thirdPartyRegistOrLogin }, { getLaunchParams }, { signIn }] = await Promise.all([
    import('@app/shared/auth/third-party-contracts'),
    import('@/platform'),
    import('@/shell/session/session-actions'),
  ]);
  if (pending.mode === 'bind') {
    const bound = await api.call(thirdPartyBind, proof);
    return { kind: 'bound', backUrl, name: bound.name };
  }
  const response = await api.call(thirdPartyRegistOrLogin, {
    ...proof,
    start_param: getLaunchParams()?.startParam ?? '',
  });
  signIn(response, locale);
  return { kind: 'signed-in', backUrl };
}

/** OAuth 2.0 (RFC 6749 4.1.2.1): the person said no at the provider. */
const DECLINED = 'access_denied';

type View = { kind: 'working' } | { kind: 'failed'; message: string; backUrl: string };

/**
 * /user/oauth-callback: the provider sent the browser back with code and state. The state must be
 * the one this tab kept (session storage); the code and the kept PKCE verifier then sign in
 * (third_party_regist_or_login) or bind (third_party_bind), and the browser returns to backUrl.
 */
export function OAuthCallback({
  locale,
  code,
  state,
  providerError,
  providerDetail,
}: {
  locale: string;
  code: string | null;
  state: string | null;
  /** The provider's `error` code (RFC 6749 4.1.2.1) and its `error_description`, if it refused. */
  providerError: string | null;
  providerDetail: string | null;
}) {
  const t = useTranslations('auth');
  const te = useTranslations('errors');
  const errorText = useErrorText();
  const api = useApiClient();
  const router = useRouter();
  const [view, setView] = useState<View>({ kind: 'working' });

  useEffect(() => {
    const key = `${state}:${code}`;
    let running = exchanges.get(key);
    if (!running) {
      const taken = takePendingOAuth(window.sessionStorage, state);
      const backUrl = taken.ok ? safeBackUrl(taken.pending.backUrl, locale) : `/${locale}`;
      // The provider's answer first: nothing is exchanged after a refusal, so it is said as it is even
      // when the kept flow is gone (a second run of this effect, another tab), never "link expired".
      if (providerError) {
        const message =
          providerError === DECLINED
            ? te('oauth_declined')
            : t('oauth_cancelled', { reason: providerDetail ?? providerError });
        setView({ kind: 'failed', message, backUrl });
        return;
      }
      if (!taken.ok) {
        setView({ kind: 'failed', message: t('oauth_state_mismatch'), backUrl });
        return;
      }
      if (!code) {
        setView({ kind: 'failed', message: t('oauth_cancelled', { reason: '-' }), backUrl });
        return;
      }
      running = exchange(api, taken.pending, code, locale).catch((error: unknown) => {
        throw Object.assign(new Error('exchange failed'), { cause: error, backUrl });
      });
      exchanges.set(key, running);
    }
    let active = true;
    running.then(
      (outcome) => {
        if (!active) return;
        if (outcome.kind === 'bound') showNotice(t('oauth_bound', { provider: outcome.name ?? '' }), 'success');
        router.replace(outcome.backUrl);
      },
      (error: Error & { cause?: unknown; backUrl?: string }) => {
        if (!active) return;
        const message = errorText(error.cause) ?? t('oauth_failed');
        setView({ kind: 'failed', message, backUrl: error.backUrl ?? `/${locale}` });
      },
    );
    return () => {
      active = false;
    };
  }, [api, code, state, providerError, providerDetail, locale, router, t, te, errorText]);

  return (
    <main className="min-h-dvh bg-white">
      <ScreenHeader title={t('oauth_title')} backHref={loginHomePath(locale)} backLabel={t('back')} />
      <div className="mx-auto flex max-w-md flex-col items-center gap-5 px-5 pt-20 pb-10 text-center">
        {view.kind === 'working' ? (
          <>
            <Spinner className="size-10 text-amber-400" />
            <p className="text-[15px] text-neutral-600" role="status">
              {t('oauth_working')}
            </p>
          </>
        ) : (
          <>
            <IconBadge tone="red">
              <WarningIcon />
            </IconBadge>
            <p className="text-lg font-semibold text-neutral-900">{t('oauth_failed')}</p>
            <p role="alert" className="text-[15px] text-neutral-500" data-testid="oauth-error">
              {view.message}
            </p>
            <Link href={loginHomePath(locale, view.backUrl)} className={pageButton.primary}>
              {t('back_to_sign_in')}
            </Link>
          </>
        )}
      </div>
    </main>
  );
}
