import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PlayArt, StartArt, WalletArt } from './GuideArt';
import type { GuideStep } from './guide-steps';

/** The guide video (public/video/newbie-guide.*, preloaded at start-up while the guide is unseen, spec 4.1 step 1). */
function GuideVideo({ label, playing }: { label: string; playing: boolean }) {
  return (
    <div className="relative aspect-square h-full max-h-60 overflow-hidden rounded-[2rem] bg-neutral-900 shadow-[0_20px_60px_-20px_rgb(251_191_36/0.45)] ring-1 ring-white/10">
      <video
        autoPlay={playing}
        muted
        loop
        playsInline
        preload="auto"
        aria-label={label}
        data-testid="guide-video"
        className="size-full object-cover"
      >
        <source src="/video/newbie-guide.webm" type="video/webm" />
        <source src="/video/newbie-guide.mp4" type="video/mp4" />
      </video>
    </div>
  );
}

const ART: Record<Exclude<GuideStep, 'welcome'>, () => ReactNode> = {
  play: PlayArt,
  wallet: WalletArt,
  start: StartArt,
};

/** One step: its picture (the video on the first), title and text; it comes in as it becomes current. */
export function GuideSlide({
  step,
  current,
  signedIn,
  position,
}: {
  step: GuideStep;
  current: boolean;
  signedIn: boolean;
  position: string;
}) {
  const t = useTranslations('guide');
  const Art = step === 'welcome' ? null : ART[step];
  const text = step === 'start' && signedIn ? t('steps.start.text_signed_in') : t(`steps.${step}.text`);
  const enter = current ? 'translate-y-0 scale-100 opacity-100' : 'translate-y-3 scale-95 opacity-0';
  return (
    <section
      aria-roledescription="slide"
      aria-label={position}
      aria-hidden={!current}
      inert={!current}
      data-testid="guide-step"
      data-step={step}
      className="flex w-full shrink-0 flex-col items-center justify-center gap-8 px-8 text-center"
    >
      <div
        className={`flex h-[min(16rem,34dvh)] items-center justify-center transition duration-500 ease-out motion-reduce:transition-none ${enter}`}
      >
        {Art ? <Art /> : <GuideVideo label={t('video_label')} playing={current} />}
      </div>
      <div className={`max-w-xs transition delay-100 duration-500 ease-out motion-reduce:transition-none ${enter}`}>
        <h2 className="text-title text-balance text-ink [word-break:auto-phrase]">{t(`steps.${step}.title`)}</h2>
        <p className="mt-3 text-body text-pretty text-muted [word-break:auto-phrase]">{text}</p>
      </div>
    </section>
  );
}
