'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { loginHomePath } from '@/lib/routes/paths';
import { localStorageOrUndefined } from '@/lib/storage/local-storage';
import { useUserStore } from '@/shell/session/user-store';
import { markGuideSeen } from '@/shell/startup/guide-flag';
import { GuideSlide } from './GuideSlide';
import { GUIDE_STEPS } from './guide-steps';
import { clampStep } from './swipe';
import { useSwipe } from './use-swipe';

const COUNT = GUIDE_STEPS.length;

/**
 * Leaving the guide any way (its last step's actions, or Skip) counts as having seen it: the local
 * flag of spec 2.6 is set, so the splash's tip stops showing and spec 4.1 step 5 (a signed-out visitor
 * on a logged-in route goes to login-home) applies from now on.
 */
function seen() {
  markGuideSeen(localStorageOrUndefined());
}

function Dots({ index, onPick }: { index: number; onPick: (i: number) => void }) {
  const t = useTranslations('guide');
  return (
    <div className="flex items-center gap-1.5">
      {GUIDE_STEPS.map((step, i) => (
        <button
          key={step}
          type="button"
          aria-label={t('step_of', { current: i + 1, total: COUNT })}
          aria-current={i === index ? 'step' : undefined}
          onClick={() => onPick(i)}
          className="flex h-8 items-center"
        >
          <span
            className={`block h-1.5 rounded-full transition-all duration-300 ${i === index ? 'w-6 bg-primary' : 'w-1.5 bg-white/25'}`}
          />
        </button>
      ))}
    </div>
  );
}

/** What the last step offers: sign in (or, signed in, the wallet), or look around first. */
function Finish({ locale, backUrl, signedIn }: { locale: string; backUrl: string; signedIn: boolean }) {
  const t = useTranslations('guide');
  return (
    <div className="flex flex-col gap-2" data-testid="guide-finish">
      {signedIn ? (
        <ButtonLink href={`/${locale}/wallet`} onClick={seen} size="lg" block>
          {t('open_wallet')}
        </ButtonLink>
      ) : (
        <ButtonLink href={loginHomePath(locale, backUrl)} onClick={seen} size="lg" block>
          {t('sign_in')}
        </ButtonLink>
      )}
      <ButtonLink href={backUrl} onClick={seen} variant="ghost" size="md" block>
        {t('explore')}
      </ButtonLink>
    </div>
  );
}

/**
 * /guide, the new-user guide (spec 2.6, 4.1; the splash's tip leads here): the guide video and a few
 * steps, swiped by touch or moved with the buttons (and the arrow keys), ending on something to do.
 */
export function GuideScreen({ locale, backUrl }: { locale: string; backUrl: string }) {
  const t = useTranslations('guide');
  const [index, setIndex] = useState(0);
  const signedIn = useUserStore((s) => s.status === 'signed-in');
  const go = (i: number) => setIndex(clampStep(i, COUNT));
  const swipe = useSwipe(index, COUNT, go);
  const last = index === COUNT - 1;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
  }

  return (
    <main className="theme-dark flex min-h-dvh flex-col overflow-x-clip pt-[env(safe-area-inset-top)]">
      <h1 className="sr-only">{t('title')}</h1>
      <header className="flex h-14 shrink-0 items-center justify-between pr-2 pl-6">
        <Dots index={index} onPick={go} />
        {!last && (
          <ButtonLink href={backUrl} onClick={seen} variant="ghost" size="sm" data-testid="guide-skip">
            {t('skip')}
          </ButtonLink>
        )}
      </header>
      <section
        aria-roledescription="carousel"
        aria-label={t('title')}
        data-testid="guide"
        data-index={index}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="flex min-h-0 flex-1 touch-pan-y overflow-clip outline-none select-none"
        {...swipe.handlers}
      >
        {/* overflow: clip, not hidden: a hidden box can still be scrolled (by the browser bringing
            something into view), which would shift every step sideways. */}
        <div
          className={`flex w-full ${swipe.dragging ? '' : 'transition-transform duration-[450ms] ease-[cubic-bezier(0.2,0.8,0.2,1)] motion-reduce:transition-none'}`}
          style={{ transform: `translateX(calc(${-index * 100}% + ${swipe.offset}px))` }}
        >
          {GUIDE_STEPS.map((step, i) => (
            <GuideSlide
              key={step}
              step={step}
              current={i === index}
              signedIn={signedIn}
              position={t('step_of', { current: i + 1, total: COUNT })}
            />
          ))}
        </div>
      </section>
      {/* As tall on every step as on the last (two actions), so the steps above never move. */}
      <footer className="flex min-h-[8.5rem] shrink-0 flex-col px-6 pt-4 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
        {last ? (
          <Finish locale={locale} backUrl={backUrl} signedIn={signedIn} />
        ) : (
          <div className="flex gap-3">
            {index > 0 && (
              <Button variant="secondary" size="lg" onClick={() => go(index - 1)} className="px-5">
                {t('back')}
              </Button>
            )}
            <Button size="lg" onClick={() => go(index + 1)} className="flex-1" data-testid="guide-next">
              {t('next')}
            </Button>
          </div>
        )}
      </footer>
    </main>
  );
}
