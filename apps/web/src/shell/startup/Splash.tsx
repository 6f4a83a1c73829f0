'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { inLaterTask } from '@/lib/async/in-later-task';
import { afterLoadWhenIdle } from '@/lib/async/when-idle';
import { localStorageOrUndefined } from '@/lib/storage/local-storage';
import { isGuideSeen } from './guide-flag';
import { LOADING_CAP, startLoadingCounter } from './loading-counter';
import { PercentDigits } from './PercentDigits';
import { SPLASH_ATTRIBUTE } from './splash-once';
import { useStartupStore } from './startup-store';

const FADE_MS = 400;

// Only a visitor who has not seen the guide gets the tip (spec 2.6): its code loads for them, in the
// splash's first second, instead of being part of every launch's first-load JavaScript.
const GuideTip = dynamic(() => import('./GuideTip').then((m) => m.GuideTip), { ssr: false });

/**
 * Whether this document has decided on its splash yet: a remount of the shell (a soft navigation to
 * another locale) is not a launch, whatever the first load was.
 */
let decided = false;

/**
 * The video starts once the page has loaded and the browser is idle, not with the HTML: until then its
 * first frame (the poster) stands still. A playing video makes the compositor draw a new frame many
 * times a second, and on a phone with few cores that work competes with the page's own start-up
 * (hydration, the first calls) for the CPU; its bytes would compete with the page's scripts for the
 * network (docs/benchmarks.md, "Lighthouse, fourth pass"; issue 10 allows the poster first).
 */
function playWhenIdle(video: HTMLVideoElement): () => void {
  return afterLoadWhenIdle(() => {
    video.preload = 'auto';
    // Muted and inline, so no browser refuses it; a refusal leaves the poster, which is fine.
    video.play().catch(() => undefined);
  });
}

/** Spec 2.6 and 6: the launch video; the agent H5 version (openapp_get_cfg agent_h5) has its own. */
function LaunchVideo({ agent }: { agent: boolean }) {
  const name = agent ? 'launch-agent' : 'launch';
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => (ref.current ? playWhenIdle(ref.current) : undefined), []);
  return (
    <video
      ref={ref}
      muted
      loop
      playsInline
      preload="none"
      // The first frame as an image: painted with the server HTML, before the video has loaded (so the
      // page's largest paint does not wait for the video; docs/benchmarks.md, "Lighthouse").
      poster={`/video/${name}-poster.jpg`}
      data-testid="splash-video"
      data-video={name}
      // Only the agent version, swapped in later, fades in. The first video paints at once: a paint at
      // opacity 0 is not a contentful paint, so a fade from 0 would move the page's largest paint (this
      // poster) behind the first scripts (docs/benchmarks.md, "Lighthouse, third pass").
      className={agent ? 'size-40 animate-fade-in rounded-full object-cover' : 'size-40 rounded-full object-cover'}
    >
      <source src={`/video/${name}.webm`} type="video/webm" />
      <source src={`/video/${name}.mp4`} type="video/mp4" />
    </video>
  );
}

/**
 * The counter's value for tests and assistive technology (the splash's attribute, the progress bar's
 * value). What the user sees is drawn by the compositor from the same timings (PercentDigits.tsx): no
 * text is written here, so a step costs no layout or paint.
 */
function showPercent(splash: HTMLElement | null, label: HTMLElement | null, percent: number): void {
  splash?.setAttribute('data-percent', String(percent));
  label?.setAttribute('aria-valuenow', String(percent));
}

/**
 * The loading screen (spec 2.6, 4.3, 9): a percentage rising by 1 every 20 ms up to 99, the launch
 * video, and a tip into the new-user guide while it has not been seen. It shows at the app's launch
 * only (splash-once.ts: once per session of the host; SplashOnceScript, in the layout before it,
 * hides it on later loads). It stays until start-up marks home initialised (StartupController: 2 s signed in, 1 s
 * signed out, at least), then fades out; while it fades it no longer takes clicks.
 */
export function Splash() {
  const t = useTranslations('startup');
  const homeInit = useStartupStore((s) => s.homeInit);
  const homeInitAt = useStartupStore((s) => s.homeInitAt);
  // The plain launch video is in the first HTML (it is the page's largest paint); the agent H5
  // version swaps it when start-up has the flag (LaunchVideoChoice.tsx).
  const agent = useStartupStore((s) => s.agentVideo);
  const splashRef = useRef<HTMLDivElement>(null);
  const percentRef = useRef<HTMLParagraphElement>(null);
  const [tip, setTip] = useState(false);
  const [gone, setGone] = useState(false);

  useLayoutEffect(() => {
    // Before the first client paint: a load that is not a launch drops the (already hidden) splash.
    const skip = decided || document.documentElement.getAttribute(SPLASH_ATTRIBUTE) === 'skip';
    decided = true;
    if (skip) setGone(true);
  }, []);
  // The percentage's value goes into attributes, not into React state: fifty renders a second would each
  // be a blocking update that interrupts (and restarts) the page's hydration running at a lower priority
  // under the splash (docs/benchmarks.md, "Lighthouse, fourth pass"); the digits shown are PercentDigits'.
  useEffect(() => {
    if (gone) return undefined;
    return startLoadingCounter((percent) => showPercent(splashRef.current, percentRef.current, percent));
  }, [gone]);
  // The configuration's contract (and zod with it), fetched under the splash so its call does not wait for it.
  // Both in tasks of their own, after the one that runs every effect of the hydration (in-later-task.ts).
  useEffect(
    () =>
      inLaterTask(() => {
        import('@app/shared/app-config/contracts').catch(() => undefined);
      }),
    [],
  );
  useEffect(() => inLaterTask(() => setTip(!isGuideSeen(localStorageOrUndefined()))), []);
  // Gone: the page's animations run again (globals.css pauses them under the splash).
  useEffect(() => {
    if (gone && document.documentElement.getAttribute(SPLASH_ATTRIBUTE) === 'up') {
      document.documentElement.setAttribute(SPLASH_ATTRIBUTE, 'done');
    }
  }, [gone]);
  useEffect(() => {
    if (!homeInit) return;
    const id = setTimeout(() => setGone(true), FADE_MS);
    return () => clearTimeout(id);
  }, [homeInit]);

  if (gone) return null;
  return (
    <div
      ref={splashRef}
      data-testid="splash"
      data-percent={0}
      data-state={homeInit ? 'leaving' : 'loading'}
      data-home-init-at={homeInitAt === null ? undefined : Math.round(homeInitAt)}
      aria-busy={!homeInit}
      className={`launch-splash fixed inset-0 z-[800] flex flex-col items-center justify-center bg-[#01050E] px-8 text-white transition-opacity ease-out ${
        homeInit ? 'pointer-events-none opacity-0' : 'opacity-100'
      }`}
      style={{ transitionDuration: `${FADE_MS}ms` }}
    >
      <div aria-hidden="true" className="flex size-40 items-center justify-center">
        {/* A new element (and its own start) for the agent version. */}
        <LaunchVideo key={agent ? 'agent' : 'plain'} agent={agent} />
      </div>
      <p
        role="progressbar"
        aria-label={t('splash.label')}
        aria-valuemin={0}
        aria-valuemax={LOADING_CAP}
        aria-valuenow={0}
        data-testid="splash-percent"
        // The page's own font with fixed-width digits: a monospace face would be one more font file to
        // load before the first paint.
        className="mt-8 text-4xl font-bold tabular-nums tracking-tight"
        ref={percentRef}
      >
        <PercentDigits />
      </p>
      <p className="mt-1 text-xs tracking-[0.2em] text-white/50 uppercase">{t('splash.label')}</p>
      {tip && <GuideTip onOpen={() => setGone(true)} />}
    </div>
  );
}
