'use client';

import { useLocale, useTranslations } from 'next-intl';
import { pageButton } from '@/components/ui/button-classes';
import { Link } from '@/i18n/navigation';
import { useRequireSignIn } from '@/shell/session/use-require-sign-in';
import { useSignedInUserId } from '@/shell/session/user-store';
import { useAirdropRank } from './agent-queries';
import { DarkScreen } from './DarkScreen';
import { RankList } from './RankList';

/**
 * /agents/airdrop and /agents/airdrop/rank (issue 16 item 4; dark, spec 2.8): this week's airdrop
 * points of qualified invites (docs/decisions.md "Agents"), my points and place, and the ranking.
 */
export function AirdropScreen({ rank = false }: { rank?: boolean }) {
  const t = useTranslations('agents');
  const locale = useLocale();
  useRequireSignIn();
  const me = useSignedInUserId();
  const airdrop = useAirdropRank();
  const d = airdrop.data;

  return (
    <DarkScreen
      title={t(rank ? 'rank_title_airdrop' : 'airdrop_title')}
      backHref={rank ? `/${locale}/agents/airdrop` : `/${locale}/partner`}
      backLabel={t('back')}
      query={airdrop}
    >
      {d && !rank && (
        <>
          <p className="text-[15px] leading-relaxed text-white/75">
            {t('airdrop_lead', { own: d.points_own, sub: d.points_sub })}
          </p>
          <p className="text-sm text-white/55">
            {t('airdrop_week', { week: d.week, date: new Date(d.end - 1).toLocaleDateString(locale) })}
          </p>
          <section
            className="grid grid-cols-2 gap-3 rounded-3xl bg-gradient-to-br from-[#1d2b57] to-[#0a1230] p-5"
            data-testid="airdrop-mine"
          >
            <div>
              <p className="text-xs text-white/60">{t('airdrop_points')}</p>
              <p className="text-3xl font-bold text-amber-300">{d.mine.score}</p>
            </div>
            <div>
              <p className="text-xs text-white/60">{t('airdrop_rank')}</p>
              <p className="text-3xl font-bold">{d.mine.rank ?? '—'}</p>
            </div>
          </section>
          {!d.mine.is_agent && (
            <div className="flex flex-col gap-3 rounded-2xl bg-white/5 p-4">
              <p className="text-sm text-white/75">{t('airdrop_not_agent')}</p>
              <Link href="/agents/ap" className={pageButton.primary}>
                {t('partner_apply')}
              </Link>
            </div>
          )}
          <RankList list={d.list.slice(0, 3)} me={me} unit="rank_points" />
          <Link href="/agents/airdrop/rank" className={pageButton.primary}>
            {t('airdrop_see_rank')}
          </Link>
        </>
      )}
      {d && rank && <RankList list={d.list} me={me} unit="rank_points" mine={d.mine} />}
    </DarkScreen>
  );
}
