'use client';

import { AGENT_CHANNELS, AGENT_MASTER_CONF, type AgentChannel } from '@app/shared/agents/agent-master-conf';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ScreenHeader } from '@/components/ScreenHeader';
import { pageButton } from '@/components/ui/button-classes';
import { Link } from '@/i18n/navigation';
import { ApiCallError } from '@/lib/api/api-error';
import { useRequireSignIn } from '@/shell/session/use-require-sign-in';
import { useAgentStatus, useApply } from './agent-queries';
import { LoadState } from './LoadState';

const percent = (bp: number) => String(bp / 100);
const level = (n: 1 | 2) => AGENT_MASTER_CONF.levels.find((l) => l.level === n)?.rate_bp ?? 0;
const INPUT = 'h-12 w-full rounded-xl border border-neutral-200 bg-white px-4 text-[15px] text-neutral-900';

/** The API's refusals of an application, as the form words them (errors 1180, 1181). */
const APPLY_ERRORS: Record<number, 'ap_error_open' | 'ap_error_already'> = {
  1180: 'ap_error_open',
  1181: 'ap_error_already',
};

/** /agents/ap (issue 16 item 4): apply to the agents programme and follow the application's state. */
export function ApplyScreen() {
  const t = useTranslations('agents');
  const locale = useLocale();
  useRequireSignIn();
  const status = useAgentStatus();
  const application = status.data?.application ?? null;
  const isAgent = status.data?.agent != null;

  return (
    <main className="min-h-dvh bg-white">
      <ScreenHeader title={t('ap_title')} backHref={`/${locale}`} backLabel={t('back')} />
      <div className="mx-auto flex max-w-md flex-col gap-4 px-4 pt-2 pb-12">
        <p className="text-[15px] leading-relaxed text-neutral-600">
          {t('ap_lead', { level1: percent(level(1)), level2: percent(level(2)) })}
        </p>
        <LoadState query={status} />
        {isAgent && (
          <section className="flex flex-col gap-3 rounded-2xl bg-green-50 p-4" data-testid="agent-approved">
            <p className="text-[15px] font-semibold text-green-800">{t('ap_approved')}</p>
            <Link href="/partner" className={pageButton.primary}>
              {t('ap_open_partner')}
            </Link>
          </section>
        )}
        {!isAgent && application?.status === 'pending' && (
          <p
            role="status"
            className="rounded-2xl bg-amber-50 p-4 text-[15px] text-amber-900"
            data-testid="agent-pending"
          >
            {t('ap_pending')}
            <span className="mt-1 block text-sm text-amber-800/80">
              {t('ap_sent_on', { date: new Date(application.created_at).toLocaleDateString(locale) })}
            </span>
          </p>
        )}
        {!isAgent && application?.status === 'rejected' && (
          <div className="rounded-2xl bg-red-50 p-4 text-[15px] text-red-800" data-testid="agent-rejected">
            <p className="font-semibold">{t('ap_rejected')}</p>
            {application.reason && <p className="mt-1 text-sm">{t('ap_reason', { reason: application.reason })}</p>}
            <p className="mt-1 text-sm">{t('ap_again')}</p>
          </div>
        )}
        {status.data && !isAgent && application?.status !== 'pending' && <ApplyForm />}
      </div>
    </main>
  );
}

function ApplyForm() {
  const t = useTranslations('agents');
  const apply = useApply();
  const [name, setName] = useState('');
  const [channel, setChannel] = useState<AgentChannel>('telegram');
  const [expected, setExpected] = useState('');
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const code = error instanceof ApiCallError ? (error.code ?? 0) : 0;
  const refusal = APPLY_ERRORS[code];
  const message = invalid || code === 1001 ? t('ap_invalid') : refusal ? t(refusal) : error ? t('load_failed') : null;

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        const players = Number(expected);
        const ok = name.trim().length >= 2 && name.trim().length <= 64 && Number.isInteger(players) && players >= 1;
        setInvalid(!ok);
        setError(null);
        if (ok)
          apply.mutate(
            { name: name.trim(), channel, expected_players: players, note: note.trim() },
            { onError: setError },
          );
      }}
    >
      <label className="flex flex-col gap-1 text-sm text-neutral-700">
        {t('ap_name')}
        <input
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setInvalid(false);
          }}
          maxLength={64}
          className={INPUT}
          name="name"
        />
      </label>
      <label className="flex flex-col gap-1 text-sm text-neutral-700">
        {t('ap_channel')}
        <select
          value={channel}
          onChange={(e) => setChannel(e.target.value as AgentChannel)}
          className={INPUT}
          name="channel"
        >
          {AGENT_CHANNELS.map((c) => (
            <option key={c} value={c}>
              {t(`channel_${c}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm text-neutral-700">
        {t('ap_expected')}
        <input
          value={expected}
          onChange={(e) => {
            setExpected(e.target.value.replace(/\D/g, ''));
            setInvalid(false);
          }}
          inputMode="numeric"
          maxLength={7}
          className={INPUT}
          name="expected_players"
        />
      </label>
      <label className="flex flex-col gap-1 text-sm text-neutral-700">
        {t('ap_note')}
        <textarea
          value={note}
          onChange={(e) => setNote(e.target.value)}
          maxLength={500}
          rows={3}
          className="w-full rounded-xl border border-neutral-200 bg-white px-4 py-3 text-[15px] text-neutral-900"
          name="note"
        />
      </label>
      {message && (
        <p role="alert" className="text-sm text-red-600">
          {message}
        </p>
      )}
      <button type="submit" disabled={apply.isPending} className={pageButton.primary}>
        {t('ap_submit')}
      </button>
    </form>
  );
}
