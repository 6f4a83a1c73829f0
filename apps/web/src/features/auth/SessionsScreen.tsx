'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { InlineRetry } from '@/components/InlineRetry';
import { ScreenHeader } from '@/components/ScreenHeader';
import { pageButton } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/Spinner';
import { useApiClient } from '@/lib/api/api-provider';
import { currentRoute, loginHomePath } from '@/lib/routes/paths';
import { showNotice, useErrorNotice } from '@/shell/notices/use-error-notice';
import { useUserStore } from '@/shell/session/user-store';
import { EndSessionDialog } from './EndSessionDialog';
import { SessionRow, useDeviceName } from './SessionRow';
import { type SessionItem, splitSessions } from './session-labels';
import { useEndSession, useSessionList } from './use-sessions';

const smallButton =
  'flex shrink-0 items-center gap-1 rounded-full border px-4 py-1.5 text-sm font-semibold disabled:opacity-40';

/** The time the relative "last used" texts are measured from, moving on every 30 s. */
function useClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Centered({ children }: { children: React.ReactNode }) {
  return <div className="flex flex-col items-center gap-4 py-16 text-center">{children}</div>;
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="h-[76px] animate-pulse rounded-2xl bg-neutral-100" />
      <div aria-hidden="true" className="flex flex-col gap-2">
        <div className="h-4 w-32 animate-pulse rounded bg-neutral-100" />
        <div className="h-[152px] animate-pulse rounded-2xl bg-neutral-100" />
      </div>
    </div>
  );
}

/** The list once loaded: this device (log out), then the others (end, after a confirm). */
function SessionsList({ list }: { list: SessionItem[] }) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const api = useApiClient();
  const notify = useErrorNotice();
  const deviceName = useDeviceName();
  const nowMs = useClock();
  const endSession = useEndSession();
  const [confirming, setConfirming] = useState<SessionItem | null>(null);
  const [leaving, setLeaving] = useState(false);
  const { current, others } = splitSessions(list);

  function confirmEnd() {
    if (!confirming) return;
    endSession.mutate(confirming.session_id, {
      onSuccess: () => showNotice(t('session_ended', { device: deviceName(confirming) }), 'success'),
      onError: (error) => notify(error),
      onSettled: () => setConfirming(null),
    });
  }

  return (
    <>
      {current && (
        <section aria-labelledby="sessions-current">
          <h2 id="sessions-current" className="mb-2 text-sm font-semibold text-neutral-500">
            {t('sessions_this_device')}
          </h2>
          <div className="rounded-2xl border border-neutral-100">
            <SessionRow
              session={current}
              nowMs={nowMs}
              action={
                <button
                  type="button"
                  className={`${smallButton} border-neutral-200 text-neutral-900`}
                  disabled={leaving}
                  onClick={() => {
                    setLeaving(true);
                    // Sign-out (and the platform layer it tells) comes with the click.
                    void import('@/shell/session/session-actions').then(({ logout }) => logout(api, locale));
                  }}
                >
                  {leaving && <Spinner className="size-4" />}
                  {t('log_out')}
                </button>
              }
            />
          </div>
        </section>
      )}
      <section aria-labelledby="sessions-others">
        <h2 id="sessions-others" className="mb-2 text-sm font-semibold text-neutral-500">
          {t('sessions_others_title')}
        </h2>
        {others.length === 0 ? (
          <p
            className="rounded-2xl bg-neutral-50 px-4 py-6 text-center text-sm leading-relaxed text-neutral-500"
            data-testid="sessions-empty"
          >
            {t('sessions_empty')}
          </p>
        ) : (
          <ul className="divide-y divide-neutral-100 rounded-2xl border border-neutral-100">
            {others.map((session) => (
              <li key={session.session_id}>
                <SessionRow
                  session={session}
                  nowMs={nowMs}
                  action={
                    <button
                      type="button"
                      className={`${smallButton} border-red-100 text-red-600 hover:bg-red-50`}
                      aria-label={t('session_end_label', { device: deviceName(session) })}
                      disabled={endSession.isPending}
                      onClick={() => setConfirming(session)}
                    >
                      {t('session_end')}
                    </button>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <EndSessionDialog
        open={confirming !== null}
        deviceName={confirming ? deviceName(confirming) : ''}
        pending={endSession.isPending}
        onConfirm={confirmEnd}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}

/**
 * /user/sessions: the signed-in user's live sessions (POST /user/session_list). Other sessions can be
 * ended (POST /user/session_end; 1010 sends the user to re-verify first), this one through logout.
 */
export function SessionsScreen({ locale, backUrl }: { locale: string; backUrl: string }) {
  const t = useTranslations('auth');
  const tc = useTranslations('common');
  const status = useUserStore((s) => s.status);
  const sessions = useSessionList();

  let body: React.ReactNode;
  if (status === 'checking') {
    body = (
      <Centered>
        <Spinner className="size-8 text-neutral-400" />
        <span className="sr-only">{tc('loading')}</span>
      </Centered>
    );
  } else if (status === 'signed-out') {
    body = (
      <Centered>
        <p className="text-[15px] text-neutral-600">{t('sessions_signed_out')}</p>
        <Link href={loginHomePath(locale, currentRoute())} className={pageButton.primary}>
          {t('sign_in')}
        </Link>
      </Centered>
    );
  } else if (sessions.isPending) {
    body = <ListSkeleton label={t('sessions_loading')} />;
  } else if (sessions.isError) {
    body = <InlineRetry message={t('sessions_error')} onRetry={() => sessions.refetch()} />;
  } else {
    body = <SessionsList list={sessions.data.list} />;
  }

  return (
    <main className="min-h-dvh bg-white">
      <ScreenHeader title={t('sessions_title')} backHref={backUrl} backLabel={t('back')} />
      <div className="mx-auto flex max-w-md flex-col gap-6 px-5 pt-2 pb-10">
        <p className="text-sm leading-relaxed text-neutral-500">{t('sessions_intro')}</p>
        {body}
      </div>
    </main>
  );
}
