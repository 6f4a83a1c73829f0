'use client';

import { opsEndPlayerSessions, opsFlagPlayer, opsGetPlayer } from '@app/shared/ops/support-contracts';
import Link from 'next/link';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { invalidateQueries } from '@/lib/query/query-store';
import { opsPath } from '@/lib/routes/paths';
import { useOpsConsole } from '../console/OpsConsoleProvider';
import { OpsError } from '../console/OpsError';
import { OpsPageHeader } from '../console/OpsPageHeader';
import { useOpsQuery } from '../console/use-ops-query';
import { AdjustForm } from './AdjustForm';
import { PlayerLedger } from './PlayerLedger';
import { PlayerOrders } from './PlayerOrders';
import { PlayerSessions } from './PlayerSessions';
import { ReasonForm } from './ReasonForm';

type Panel = { kind: 'flag' } | { kind: 'end'; sessionId?: number } | { kind: 'adjust' } | undefined;

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-tile border border-line bg-white p-5" data-testid={testId}>
      <h2 className="mb-3 text-headline">{title}</h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-caption text-muted">{label}</dt>
      <dd className="text-callout break-all">{children}</dd>
    </div>
  );
}

/** One player for support: profile, identities, sessions, balances, ledger, flags, and what support may do. */
export function PlayerPage({ userId }: { userId: number }) {
  const t = useTranslations('ops.support');
  const format = useFormatter();
  const locale = useLocale();
  const { session } = useOpsConsole();
  const permissions = session.status === 'signed-in' ? session.me.permissions : [];
  const record = useOpsQuery(opsGetPlayer, { user_id: userId });
  const [panel, setPanel] = useState<Panel>();
  const changed = () => {
    setPanel(undefined);
    void invalidateQueries(['ops']);
  };
  const back = (
    <Link href={opsPath(locale, 'support')} className="text-callout underline">
      {t('back')}
    </Link>
  );
  // A refetch after an action keeps showing the record (and the open form with its answer).
  if (!record.data) {
    return (
      <>
        <OpsPageHeader title={t('player', { id: userId })} actions={back} />
        {record.status === 'error' ? <OpsError error={record.error} onRetry={record.refetch} /> : null}
      </>
    );
  }
  const { profile, identities, sessions, balances, flags } = record.data;
  const when = (ms: number) => format.dateTime(ms, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
      <OpsPageHeader
        title={profile.display_name || profile.username}
        subtitle={t('player', { id: userId })}
        actions={
          <>
            {back}
            {permissions.includes('ledger.adjust.request') && (
              <Button variant="secondary" onClick={() => setPanel({ kind: 'adjust' })} data-testid="ops-adjust">
                {t('adjust')}
              </Button>
            )}
            {permissions.includes('users.flag') && (
              <Button
                variant={flags.abnormal ? 'secondary' : 'destructive'}
                onClick={() => setPanel({ kind: 'flag' })}
                data-testid="ops-flag"
              >
                {flags.abnormal ? t('lift') : t('mark_abnormal')}
              </Button>
            )}
          </>
        }
      />
      {panel?.kind === 'flag' && (
        <ReasonForm
          endpoint={opsFlagPlayer}
          extra={{ user_id: userId, abnormal: !flags.abnormal }}
          title={flags.abnormal ? t('lift') : t('mark_abnormal')}
          submitLabel={flags.abnormal ? t('lift') : t('mark_abnormal')}
          testId="ops-flag-form"
          onDone={changed}
          onCancel={() => setPanel(undefined)}
        />
      )}
      {panel?.kind === 'end' && (
        <ReasonForm
          endpoint={opsEndPlayerSessions}
          extra={{ user_id: userId, session_id: panel.sessionId }}
          title={panel.sessionId ? t('end_one', { id: panel.sessionId }) : t('end_all')}
          submitLabel={panel.sessionId ? t('end') : t('end_all')}
          testId="ops-end-sessions-form"
          onDone={changed}
          onCancel={() => setPanel(undefined)}
        />
      )}
      {panel?.kind === 'adjust' && (
        <AdjustForm
          userId={userId}
          coins={balances.map((b) => b.coin)}
          onDone={() => void invalidateQueries(['ops'])}
          onCancel={() => setPanel(undefined)}
        />
      )}
      <div className="grid gap-5 xl:grid-cols-2">
        <Section title={t('profile')} testId="ops-player-profile">
          <dl className="grid grid-cols-2 gap-3">
            <Fact label={t('user_id')}>{profile.user_id}</Fact>
            <Fact label={t('username')}>{profile.username}</Fact>
            <Fact label={t('name')}>{[profile.first_name, profile.last_name].filter(Boolean).join(' ') || '—'}</Fact>
            <Fact label={t('phone')}>{profile.phone ?? '—'}</Fact>
            <Fact label={t('login_type')}>{profile.login_type}</Fact>
            <Fact label={t('language')}>{profile.language_code || '—'}</Fact>
            <Fact label={t('invite_code')}>{profile.invite_code}</Fact>
            <Fact label={t('referrer')}>{profile.referrer_id ?? '—'}</Fact>
            <Fact label={t('created')}>{when(profile.created_at)}</Fact>
          </dl>
        </Section>
        <Section title={t('flags')} testId="ops-player-flags">
          <div className="flex flex-col gap-2">
            <div data-testid="ops-player-status">
              {flags.abnormal ? (
                <Badge tone="danger">{t('abnormal')}</Badge>
              ) : (
                <Badge tone="success">{t('normal')}</Badge>
              )}
            </div>
            {flags.reason !== null && (
              <p className="text-callout">
                {t('flag_change', {
                  who: flags.changed_by_email ?? '—',
                  when: flags.changed_at ? when(flags.changed_at) : '—',
                  reason: flags.reason,
                })}
              </p>
            )}
          </div>
        </Section>
        <Section title={t('balances')} testId="ops-player-balances">
          {balances.length === 0 ? (
            <p className="text-callout text-muted">{t('no_balances')}</p>
          ) : (
            <dl className="grid grid-cols-2 gap-3">
              {balances.map((b) => (
                <Fact key={b.coin} label={b.coin}>
                  <span className="font-mono" data-testid={`ops-balance-${b.coin}`}>
                    {b.balance}
                  </span>
                </Fact>
              ))}
            </dl>
          )}
        </Section>
        <Section title={t('identities')}>
          {identities.length === 0 ? (
            <p className="text-callout text-muted">{t('no_identities')}</p>
          ) : (
            <ul className="flex flex-col gap-2 text-callout">
              {identities.map((i) => (
                <li key={`${i.provider}:${i.subject}`} className="break-all">
                  <span className="font-medium">{i.provider}</span> {i.account_name}{' '}
                  <code className="font-mono text-caption text-muted">{i.subject}</code>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <div className="mt-5 flex flex-col gap-5">
        <PlayerSessions
          sessions={sessions}
          mayEnd={permissions.includes('sessions.end')}
          onEnd={(sessionId) => setPanel({ kind: 'end', sessionId })}
        />
        <PlayerOrders userId={userId} />
        <PlayerLedger userId={userId} />
      </div>
    </>
  );
}
