'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { LoadError } from '@/components/LoadError';
import { ResultLine } from '@/components/ResultLine';
import { Button } from '@/components/ui/Button';
import { Skeleton } from '@/components/ui/Skeleton';
import { useApiClient } from '@/lib/api/api-provider';
import { invalidateQueries } from '@/lib/query/query-store';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { useSignedInUserId } from '@/shell/session/user-store';
import { useConnection, useNetworks } from './follow-task-queries';
import { followFailure } from './follow-task-view';
import { beginConnect, connectRedirectUri, PENDING_CONNECT_KEY, readConnectReturn } from './network-connect';

/** The networks follow tasks use, each connected (as @account) or with its Connect button. */
export function NetworkConnections() {
  const t = useTranslations('followTasks');
  const networks = useNetworks();
  const errorText = useErrorText();
  const result = useConnectReturn();
  return (
    <section className="flex flex-col gap-2 rounded-2xl bg-white p-4" data-testid="follow-networks">
      <h2 className="text-headline text-ink">{t('networks_heading')}</h2>
      {networks.isPending && <Skeleton className="h-10 rounded-xl" />}
      {!networks.isPending && networks.isError && (
        <LoadError title={t('load_error')} detail={errorText(networks.error)} onRetry={() => void networks.refetch()} />
      )}
      {networks.data?.list.length === 0 && <p className="text-callout text-muted">{t('networks_empty')}</p>}
      {networks.data?.list.map((n) => (
        <NetworkRow key={n.media_type} mediaType={n.media_type} name={n.name} />
      ))}
      <ResultLine result={result} testId="follow-connect-result" />
    </section>
  );
}

function NetworkRow({ mediaType, name }: { mediaType: string; name: string }) {
  const t = useTranslations('followTasks');
  const locale = useLocale();
  const connection = useConnection(mediaType);
  const [leaving, setLeaving] = useState(false);
  const connect = async () => {
    if (!connection.data) return;
    setLeaving(true);
    const url = await beginConnect(window.sessionStorage, {
      mediaType,
      authorize: connection.data.authorize,
      redirectUri: connectRedirectUri(window.location.origin, locale),
    });
    window.location.assign(url);
  };
  const connected = connection.data && !connection.data.need_authorize;
  return (
    <div className="flex items-center justify-between gap-2" data-testid={`follow-network-${mediaType}`}>
      <span className="text-body text-ink">
        {name}
        {connected && (
          <span className="ml-2 text-callout text-muted" data-testid="follow-connected-as">
            {t('connected_as', { account: connection.data?.account_name ?? '' })}
          </span>
        )}
      </span>
      {connection.isPending && <Skeleton className="h-9 w-24 rounded-full" />}
      {connection.data?.need_authorize && (
        <Button size="sm" loading={leaving} onClick={() => void connect()} data-testid={`follow-connect-${mediaType}`}>
          {t('connect')}
        </Button>
      )}
    </div>
  );
}

/**
 * The network's return to this page (?code&state): checks the state against the kept one, gives the code
 * and the browser's code_verifier to get_token once, then takes the query off the address.
 */
function useConnectReturn(): { ok: boolean; text: string } | null {
  const t = useTranslations('followTasks');
  const api = useApiClient();
  const userId = useSignedInUserId();
  const errorText = useErrorText();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || userId <= 0) return;
    done.current = true;
    const back = readConnectReturn(window.location.search, window.sessionStorage.getItem(PENDING_CONNECT_KEY));
    if (back.kind === 'none') return;
    window.sessionStorage.removeItem(PENDING_CONNECT_KEY);
    window.history.replaceState(null, '', window.location.pathname);
    if (back.kind === 'error') {
      setResult({ ok: false, text: t(`connect_${back.reason}`) });
      return;
    }
    void (async () => {
      try {
        const { socialMediaGetToken } = await import('@app/shared/social/social-contracts');
        const got = await api.call(socialMediaGetToken, {
          user_id: userId,
          media_type: back.pending.mediaType,
          code: back.code,
          redirect_uri: back.pending.redirectUri,
          code_verifier: back.pending.codeVerifier,
        });
        setResult({ ok: true, text: t('connected', { account: got.account_name }) });
      } catch (error) {
        const reason = followFailure(error);
        setResult({
          ok: false,
          text: reason === 'other' ? (errorText(error) ?? t('connect_failed')) : t(`failure_${reason}`),
        });
      }
      void invalidateQueries(['followTasks']);
    })();
  }, [api, userId, t, errorText]);
  return result;
}
