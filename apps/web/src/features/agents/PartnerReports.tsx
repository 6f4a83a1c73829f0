'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMyPlayers, useStatement, useSubAgents } from './agent-queries';
import { LoadState } from './LoadState';

/** /partner's sub-agents (30 days): their players and what those wagered. */
export function SubAgentsSection() {
  const t = useTranslations('agents');
  const subs = useSubAgents(true);
  return (
    <section aria-labelledby="subs-title" className="flex flex-col gap-2">
      <h2 id="subs-title" className="text-[17px] font-semibold text-neutral-900">
        {t('subs_title')}
      </h2>
      <LoadState query={subs} />
      {subs.data?.list.length === 0 && <p className="text-sm text-neutral-500">{t('subs_empty')}</p>}
      <ul className="flex flex-col divide-y divide-neutral-100">
        {subs.data?.list.map((s) => (
          <li key={s.agent_id} className="flex flex-col py-2 text-sm" data-testid="sub-agent">
            <span className="font-semibold text-neutral-900">{s.name || s.agent_id}</span>
            <span className="text-neutral-500">
              {t('subs_players', { count: s.players })} · {t('subs_volume', { amount: s.volume })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /partner's commission statement: one line per UTC day, newest first (my own only). */
export function StatementSection() {
  const t = useTranslations('agents');
  const locale = useLocale();
  const statement = useStatement(true);
  return (
    <section aria-labelledby="statement-title" className="flex flex-col gap-2">
      <h2 id="statement-title" className="text-[17px] font-semibold text-neutral-900">
        {t('statement_title')}
      </h2>
      <LoadState query={statement} />
      {statement.data?.list.length === 0 && <p className="text-sm text-neutral-500">{t('statement_empty')}</p>}
      <ul className="flex flex-col divide-y divide-neutral-100">
        {statement.data?.list.map((l) => (
          <li key={l.day} className="flex items-start justify-between gap-3 py-2 text-sm">
            <span className="flex flex-col">
              <span className="font-semibold text-neutral-900">
                {new Date(`${l.day}T00:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC' })}
              </span>
              <span className="text-neutral-500">
                {t('statement_volume', { own: l.level1_volume, sub: l.level2_volume })}
              </span>
            </span>
            <span className="flex flex-col items-end">
              <span className="font-semibold text-neutral-900">{l.commission} WH</span>
              <span className={l.status === 'paid' ? 'text-green-700' : 'text-neutral-400'}>
                {t(l.status === 'paid' ? 'statement_paid' : 'statement_below')}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /partner's players: the players who joined through me (any of my links or my code), newest first. */
export function PlayersSection() {
  const t = useTranslations('agents');
  const locale = useLocale();
  const players = useMyPlayers();
  return (
    <section aria-labelledby="players-title" className="flex flex-col gap-2">
      <h2 id="players-title" className="text-[17px] font-semibold text-neutral-900">
        {t('players_title', { count: players.data?.total ?? 0 })}
      </h2>
      <LoadState query={players} />
      {players.data?.list.length === 0 && <p className="text-sm text-neutral-500">{t('players_empty')}</p>}
      <ul className="flex flex-col divide-y divide-neutral-100">
        {players.data?.list.map((p) => (
          <li key={p.user_id} className="flex justify-between py-2 text-sm" data-testid="partner-player">
            <span className="font-mono text-neutral-900">{p.user_id}</span>
            <span className="text-neutral-500">{new Date(p.bound_at).toLocaleDateString(locale)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
