'use client';

import type { Mission, MissionSection } from '@app/shared/missions/mission-contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { InfoIcon } from '@/components/icons';
import { LoadError } from '@/components/LoadError';
import { ScreenHeader } from '@/components/ScreenHeader';
import { Skeleton } from '@/components/ui/Skeleton';
import { useNow } from '@/lib/async/use-now';
import { localStorageOrUndefined } from '@/lib/storage/local-storage';
import { useErrorText } from '@/shell/notices/use-error-notice';
import { useSignedInUserId } from '@/shell/session/user-store';
import { MissionCard } from './MissionCard';
import { MissionDialogHost } from './MissionDialogHost';
import { introDialog, recordIntro } from './mission-intro';
import { useClaimMission, useMissionList } from './mission-queries';
import { useMissionStore } from './mission-store';
import { claimFailure, countdown, missionSections } from './mission-view';

/** /mission (issue 15): daily, retention and newbie missions with progress, claims and the reset countdown. */
export function MissionScreen() {
  const t = useTranslations('missions');
  const locale = useLocale();
  const userId = useSignedInUserId();
  const list = useMissionList();
  const claim = useClaimMission();
  const errorText = useErrorText();
  const [claimingId, setClaimingId] = useState<string | null>(null);
  const show = useMissionStore((s) => s.show);
  const setMissionData = useMissionStore((s) => s.setMissionData);
  const data = useMissionStore((s) => s.missionData);

  useEffect(() => {
    const answer = list.data;
    if (!answer) return;
    setMissionData({
      day: answer.day,
      resetsAt: answer.resets_at,
      clockSkewMs: answer.server_time - Date.now(),
      streak: answer.streak,
      missions: answer.missions,
    });
  }, [list.data, setMissionData]);

  // The newbie dialog on the first visit, else the streak's once a day (spec 4.3's daily-limit helper).
  const introShown = useRef(false);
  useEffect(() => {
    if (introShown.current || !data || userId <= 0) return;
    introShown.current = true;
    const storage = localStorageOrUndefined();
    if (!storage) return;
    const intro = introDialog(storage, userId);
    if (!intro) return;
    recordIntro(storage, userId, intro);
    if (intro === 'newbie') show('newbie', {});
    else show('retention', { streakDays: data.streak.days, signedInToday: data.streak.signed_in_today });
  }, [data, userId, show]);

  const runClaim = (mission: Mission) => {
    setClaimingId(mission.id);
    claim.mutate(
      { missionId: mission.id, periodKey: mission.period_key },
      {
        onSuccess: (paid) =>
          show('success', { missionId: mission.id, coin: paid.reward.coin, amount: paid.reward.amount }),
        onError: (error) =>
          show('failed', { missionId: mission.id, reason: claimFailure(error), detail: errorText(error) ?? undefined }),
        onSettled: () => setClaimingId(null),
      },
    );
  };

  return (
    <main className="min-h-dvh bg-[#ECF0F3]">
      <ScreenHeader
        title={t('title')}
        backHref={`/${locale}`}
        backLabel={t('back')}
        action={
          <button
            type="button"
            onClick={() => show('newbie', {})}
            aria-label={t('how_it_works')}
            className="flex size-10 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100"
            data-testid="mission-help"
          >
            <InfoIcon className="size-5" />
          </button>
        }
      />
      <div className="mx-auto flex max-w-md flex-col gap-5 px-4 pt-3 pb-12">
        {list.isPending && (
          <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-4">
            <Skeleton className="h-24 rounded-2xl" />
            <Skeleton className="h-64 rounded-2xl" />
          </div>
        )}
        {!list.isPending && (list.isError || !data) && (
          <LoadError
            title={t('load_error')}
            detail={errorText(list.error)}
            onRetry={() => void list.refetch()}
            testId="missions-error"
          />
        )}
        {!list.isPending && !list.isError && data && (
          <>
            <StreakBanner
              days={data.streak.days}
              today={data.streak.signed_in_today}
              onOpen={() =>
                show('retention', { streakDays: data.streak.days, signedInToday: data.streak.signed_in_today })
              }
            />
            {data.missions.length === 0 && (
              <p
                className="rounded-2xl bg-white px-4 py-10 text-center text-[15px] text-neutral-500"
                data-testid="missions-empty"
              >
                {t('empty')}
              </p>
            )}
            {missionSections(data.missions).map(({ section, missions }) => (
              <section key={section} aria-labelledby={`missions-${section}`} data-testid={`missions-${section}`}>
                <div className="mb-2 flex items-baseline justify-between gap-2 px-1">
                  <h2 id={`missions-${section}`} className="text-[17px] font-bold text-neutral-900">
                    {t(`sections.${section}`)}
                  </h2>
                  <SectionNote section={section} resetsAt={data.resetsAt} skew={data.clockSkewMs} />
                </div>
                <ul className="flex flex-col gap-2.5">
                  {missions.map((mission) => (
                    <MissionCard
                      key={mission.id}
                      mission={mission}
                      claiming={claimingId === mission.id}
                      onClaim={runClaim}
                      onOpen={(m) => show('mission', { missionId: m.id })}
                      onReward={(m) => show('reward', { missionId: m.id })}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
      </div>
      <MissionDialogHost onClaim={runClaim} claimingId={claimingId} />
    </main>
  );
}

/** The section's note: the daily reset countdown, or what the section is. */
function SectionNote({ section, resetsAt, skew }: { section: MissionSection; resetsAt: number; skew: number }) {
  const t = useTranslations('missions');
  if (section !== 'daily') return <span className="text-[12px] text-neutral-500">{t(`section_notes.${section}`)}</span>;
  return <ResetCountdown resetsAt={resetsAt} skew={skew} />;
}

function ResetCountdown({ resetsAt, skew }: { resetsAt: number; skew: number }) {
  const t = useTranslations('missions');
  const now = useNow();
  return (
    <span className="text-[12px] font-medium text-neutral-500 tabular-nums" data-testid="missions-countdown">
      {t('resets_in', { time: countdown(resetsAt, now + skew) })}
    </span>
  );
}

function StreakBanner({ days, today, onOpen }: { days: number; today: boolean; onOpen: () => void }) {
  const t = useTranslations('missions');
  return (
    <button
      type="button"
      onClick={onOpen}
      className="flex items-center gap-3 rounded-2xl bg-gradient-to-r from-[#FFF7ED] to-[#FFEDD5] p-4 text-left shadow-[0_1px_3px_rgba(15,23,42,0.08)]"
      data-testid="missions-streak"
    >
      {/* biome-ignore lint/performance/noImgElement: a small static SVG icon */}
      <img src="/missions/streak.svg" alt="" width={48} height={48} className="size-12" />
      <span className="min-w-0 flex-1">
        <span className="block text-[20px] font-bold text-[#C2410C] tabular-nums">{t('streak_days', { days })}</span>
        <span className="block text-[13px] text-[#9A3412]">{today ? t('streak_today') : t('streak_come_back')}</span>
      </span>
    </button>
  );
}
