'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ScreenHeader } from '@/components/ScreenHeader';
import { pageButton } from '@/components/ui/button-classes';
import { Link } from '@/i18n/navigation';
import { useAgentStatus, useStatement } from './agent-queries';
import { LoadState } from './LoadState';
import { PartnerLinks } from './PartnerLinks';
import { PlayersSection, StatementSection, SubAgentsSection } from './PartnerReports';

/** /partner (issue 16 item 4, spec 2.4 logged-in): the agent's home: status, links, sub-agents, statement. */
export function PartnerScreen() {
  const t = useTranslations('agents');
  const locale = useLocale();
  const status = useAgentStatus();
  const agent = status.data?.agent ?? null;

  return (
    <main className="min-h-dvh bg-white">
      <ScreenHeader title={t('partner_title')} backHref={`/${locale}`} backLabel={t('back')} />
      <div className="mx-auto flex max-w-md flex-col gap-6 px-4 pt-2 pb-12">
        <LoadState query={status} />
        {status.data && !agent && (
          <div className="flex flex-col gap-3 rounded-2xl bg-neutral-50 p-4" data-testid="partner-not-agent">
            <p className="text-[15px] text-neutral-700">{t('partner_not_agent')}</p>
            <Link href="/agents/ap" className={pageButton.primary}>
              {t('partner_apply')}
            </Link>
          </div>
        )}
        {agent && (
          <>
            <StatusCard since={agent.since} subAgents={agent.sub_agents} />
            <PartnerLinks />
            <PlayersSection />
            <SubAgentsSection />
            <StatementSection />
            <nav aria-label={t('programme_links')} className="grid grid-cols-2 gap-3">
              <Link href="/agents/airdrop" className={pageButton.dark}>
                {t('airdrop_title')}
              </Link>
              <Link href="/agents/whitelist" className={pageButton.dark}>
                {t('whitelist_title')}
              </Link>
            </nav>
          </>
        )}
      </div>
    </main>
  );
}

function StatusCard({ since, subAgents }: { since: number; subAgents: number }) {
  const t = useTranslations('agents');
  const locale = useLocale();
  const statement = useStatement(true);
  return (
    <section className="rounded-3xl bg-[#01050E] p-5 text-white" data-testid="partner-status">
      <p className="text-sm text-white/70">
        {t('partner_since', { date: new Date(since).toLocaleDateString(locale) })}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs text-white/60">{t('partner_sub_count')}</dt>
          <dd className="text-2xl font-semibold">{subAgents}</dd>
        </div>
        <div>
          <dt className="text-xs text-white/60">{t('partner_total')}</dt>
          <dd className="text-2xl font-semibold">{statement.data ? `${statement.data.total_paid} WH` : '—'}</dd>
        </div>
      </dl>
    </section>
  );
}
