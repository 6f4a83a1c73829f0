'use client';

import { useLocale, useTranslations } from 'next-intl';
import { pageButton } from '@/components/ui/button-classes';
import { Link } from '@/i18n/navigation';
import { useRequireSignIn } from '@/shell/session/use-require-sign-in';
import { useSignedInUserId } from '@/shell/session/user-store';
import { useWhitelistRank } from './agent-queries';
import { DarkScreen } from './DarkScreen';
import { RankList } from './RankList';

/**
 * /agents/whitelist and /agents/whitelist/rank (issue 16 item 4; dark, spec 2.8): the top players by
 * qualified invites are on the whitelist (docs/decisions.md "Agents"); whether I am, and the ranking.
 */
export function WhitelistScreen({ rank = false }: { rank?: boolean }) {
  const t = useTranslations('agents');
  const locale = useLocale();
  useRequireSignIn();
  const me = useSignedInUserId();
  const whitelist = useWhitelistRank();
  const d = whitelist.data;

  return (
    <DarkScreen
      title={t(rank ? 'rank_title_whitelist' : 'whitelist_title')}
      backHref={rank ? `/${locale}/agents/whitelist` : `/${locale}/partner`}
      backLabel={t('back')}
      query={whitelist}
    >
      {d && !rank && (
        <>
          <p className="text-[15px] leading-relaxed text-white/75">{t('whitelist_lead', { size: d.size })}</p>
          <section
            className={`rounded-3xl p-5 ${d.mine.on_list ? 'bg-gradient-to-br from-amber-500/30 to-amber-900/20' : 'bg-white/5'}`}
            data-testid="whitelist-mine"
          >
            <p className="text-lg font-semibold">{t(d.mine.on_list ? 'whitelist_on' : 'whitelist_off')}</p>
            <dl className="mt-3 grid grid-cols-2 gap-3">
              <div>
                <dt className="text-xs text-white/60">{t('whitelist_score')}</dt>
                <dd className="text-3xl font-bold text-amber-300">{d.mine.score}</dd>
              </div>
              <div>
                <dt className="text-xs text-white/60">{t('airdrop_rank')}</dt>
                <dd className="text-3xl font-bold">{d.mine.rank ?? '—'}</dd>
              </div>
            </dl>
          </section>
          <RankList list={d.list.slice(0, 3)} me={me} unit="rank_invites" />
          <div className="grid grid-cols-2 gap-3">
            <Link href="/agents/whitelist/rank" className={pageButton.primary}>
              {t('whitelist_see_rank')}
            </Link>
            <Link href="/share" className={pageButton.outline}>
              {t('invite_more')}
            </Link>
          </div>
        </>
      )}
      {d && rank && <RankList list={d.list} me={me} unit="rank_invites" mine={d.mine} />}
    </DarkScreen>
  );
}
