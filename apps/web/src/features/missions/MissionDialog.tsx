'use client';

import type { Mission } from '@app/shared/missions/mission-contracts';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Modal } from '@/components/Modal';
import { Button } from '@/components/ui/Button';
import { MissionProgressBar } from './MissionProgressBar';
import { type MissionModalProps, missionState, useMissionStore } from './mission-store';
import { missionIcon } from './mission-view';
import { useMissionAmount } from './use-mission-amount';

/** Streak days drawn as dots up to the longest streak mission (7). */
const STREAK_DOTS = 7;

/**
 * The shown mission dialog (spec 2.5: newbie, retention, reward, mission, success, failed), from the
 * mission state (spec 3). Closing it hides it (the lifecycle marks it closing; the host destroys it).
 */
export function MissionDialog({
  onClaim,
  claimingId,
}: {
  onClaim: (mission: Mission) => void;
  claimingId: string | null;
}) {
  const t = useTranslations('missions');
  // Each slice on its own: a selector answering a new object every time would re-render forever.
  const modals = useMissionStore((s) => s.modals);
  const data = useMissionStore((s) => s.missionData);
  const state = missionState({ modals, missionData: data });
  const hide = useMissionStore((s) => s.hide);
  const amount = useMissionAmount();
  const { modalType, isClosing, missionData } = state;
  if (!modalType) return null;
  const byId = (id: string) => missionData?.missions.find((m) => m.id === id);
  const close = t('dialog.close');

  const frame = (title: string, art: string, body: ReactNode, footer: ReactNode) => (
    <Modal open={!isClosing} title={title} onClose={hide} closeLabel={close}>
      <div className="flex flex-col items-center text-center" data-testid={`mission-dialog-${modalType}`}>
        {/* biome-ignore lint/performance/noImgElement: static SVG art, no optimisation to gain */}
        <img src={art} alt="" width={88} height={88} className="size-22" />
        <div className="mt-3 w-full text-[15px] text-neutral-700">{body}</div>
        <div className="mt-5 w-full">{footer}</div>
      </div>
    </Modal>
  );
  const ok = (label = t('dialog.ok')) => (
    <Button block onClick={hide} data-testid="mission-dialog-ok">
      {label}
    </Button>
  );

  switch (modalType) {
    case 'newbie':
      return frame(
        t('dialog.newbie.title'),
        '/missions/newbie.svg',
        <>
          <p>{t('dialog.newbie.body')}</p>
          <ul className="mt-3 flex flex-col gap-2 text-left">
            {(['daily', 'retention', 'newbie'] as const).map((section) => (
              <li key={section} className="flex items-start gap-2 rounded-xl bg-[#F1F5F9] px-3 py-2 text-[14px]">
                <span className="font-semibold text-neutral-900">{t(`sections.${section}`)}</span>
                <span className="text-neutral-600">{t(`dialog.newbie.${section}`)}</span>
              </li>
            ))}
          </ul>
        </>,
        ok(t('dialog.newbie.start')),
      );
    case 'retention': {
      const { streakDays, signedInToday } = state.modalProps as MissionModalProps['retention'];
      return frame(
        t('dialog.retention.title'),
        '/missions/streak.svg',
        <>
          <p className="text-[28px] font-bold text-[#EA580C] tabular-nums" data-testid="mission-streak-days">
            {t('streak_days', { days: streakDays })}
          </p>
          <div className="mt-2 flex justify-center gap-1.5" aria-hidden="true">
            {Array.from({ length: STREAK_DOTS }, (_, i) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items
                key={i}
                className={`size-3 rounded-full ${i < Math.min(streakDays, STREAK_DOTS) ? 'bg-[#F97316]' : 'bg-[#E2E8F0]'}`}
              />
            ))}
          </div>
          <p className="mt-3">
            {signedInToday ? t('dialog.retention.body_today') : t('dialog.retention.body_come_back')}
          </p>
        </>,
        ok(t('dialog.retention.ok')),
      );
    }
    case 'reward':
    case 'mission': {
      const { missionId } = state.modalProps as MissionModalProps['mission'];
      const mission = byId(missionId);
      if (!mission) return null;
      const reward = t('reward', { amount: amount(mission.reward.amount), coin: mission.reward.coin });
      if (modalType === 'reward') {
        return frame(
          t('dialog.reward.title'),
          '/missions/reward.svg',
          <>
            <p className="text-[26px] font-bold text-amber-600 tabular-nums">{reward}</p>
            <p className="mt-2">{t('dialog.reward.body', { title: t(mission.title_key) })}</p>
            <p className="mt-1 text-[13px] text-neutral-500">{t(`dialog.reward.when_${mission.section}`)}</p>
          </>,
          ok(),
        );
      }
      return frame(
        t(mission.title_key),
        missionIcon(mission),
        <>
          <p>{t(mission.desc_key, { target: mission.target })}</p>
          <MissionProgressBar mission={mission} className="mt-4 h-2.5 w-full" />
          <p className="mt-1 text-[13px] text-neutral-500 tabular-nums">
            {t('progress', { progress: mission.progress, target: mission.target })}
          </p>
          <p className="mt-3 font-semibold text-amber-600">{reward}</p>
        </>,
        mission.state === 'claimable' ? (
          <Button
            block
            loading={claimingId === mission.id}
            onClick={() => onClaim(mission)}
            data-testid="mission-dialog-claim"
          >
            {t('claim')}
          </Button>
        ) : (
          ok(mission.state === 'claimed' ? t('claimed') : t('dialog.ok'))
        ),
      );
    }
    case 'success': {
      const { missionId, coin, amount: paid } = state.modalProps as MissionModalProps['success'];
      const mission = byId(missionId);
      return (
        <Modal open={!isClosing} title={t('dialog.success.title')} onClose={hide} closeLabel={close}>
          <style>
            {
              '@keyframes mission-pop{0%{transform:scale(.3);opacity:0}60%{transform:scale(1.15);opacity:1}100%{transform:scale(1)}}@keyframes mission-rise{0%{transform:translateY(12px);opacity:0}100%{transform:none;opacity:1}}'
            }
          </style>
          <div className="flex flex-col items-center text-center" data-testid="mission-dialog-success">
            {/* biome-ignore lint/performance/noImgElement: static animated SVG art */}
            <img
              src="/missions/success.svg"
              alt=""
              width={120}
              height={120}
              className="size-30 motion-safe:animate-[mission-pop_700ms_ease-out_both]"
            />
            <p
              className="mt-1 text-[30px] font-bold text-amber-600 tabular-nums motion-safe:animate-[mission-rise_500ms_300ms_ease-out_both]"
              data-testid="mission-success-amount"
            >
              {t('reward', { amount: amount(paid), coin })}
            </p>
            <p className="mt-2 text-[15px] text-neutral-700">
              {mission ? t('dialog.success.body', { title: t(mission.title_key) }) : t('dialog.success.body_plain')}
            </p>
            <div className="mt-5 w-full">{ok(t('dialog.success.ok'))}</div>
          </div>
        </Modal>
      );
    }
    case 'failed': {
      const { reason, detail } = state.modalProps as MissionModalProps['failed'];
      return frame(
        t(reason === 'expired' ? 'dialog.failed.title_expired' : 'dialog.failed.title'),
        '/missions/failed.svg',
        <>
          <p data-testid="mission-failed-reason">{t(`dialog.failed.${reason}`)}</p>
          {reason === 'other' && detail && <p className="mt-2 text-[13px] break-words text-neutral-500">{detail}</p>}
        </>,
        ok(),
      );
    }
  }
}
