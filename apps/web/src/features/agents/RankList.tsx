'use client';

import { useTranslations } from 'next-intl';

export interface RankRow {
  rank: number;
  user_id: number;
  name: string;
  score: number;
}

/** A ranking on the agents' dark pages: rank, name, score; my row marked. */
export function RankList({
  list,
  me,
  unit,
  mine,
}: {
  list: RankRow[];
  me: number;
  unit: 'rank_points' | 'rank_invites';
  /** My place, shown under the list when I am not in it (the full ranking pages). */
  mine?: { rank: number | null; score: number };
}) {
  const t = useTranslations('agents');
  if (list.length === 0) return <p className="text-sm text-white/60">{t('rank_empty')}</p>;
  const outside = mine && !list.some((r) => r.user_id === me);
  return (
    <>
      <ol className="flex flex-col gap-2">
        {list.map((r) => (
          <li
            key={r.user_id}
            data-testid="rank-row"
            className={`flex items-center gap-3 rounded-2xl px-4 py-3 ${
              r.user_id === me ? 'bg-amber-400/20 ring-1 ring-amber-300/60' : 'bg-white/5'
            }`}
          >
            <span className={`w-8 text-lg font-bold ${r.rank <= 3 ? 'text-amber-300' : 'text-white/70'}`}>
              {r.rank}
            </span>
            <span className="min-w-0 flex-1 truncate text-[15px] text-white">
              {r.name || r.user_id}
              {r.user_id === me && <span className="ml-2 text-xs text-amber-200">{t('rank_me')}</span>}
            </span>
            <span className="text-sm font-semibold text-white">{t(unit, { score: r.score })}</span>
          </li>
        ))}
      </ol>
      {outside && (
        <p className="rounded-2xl bg-white/5 px-4 py-3 text-sm text-white/75" data-testid="rank-mine">
          {t('rank_me')}: {mine.rank ?? t('rank_unranked')} · {t(unit, { score: mine.score })}
        </p>
      )}
    </>
  );
}
