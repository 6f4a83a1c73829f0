'use client';

import { useTranslations } from 'next-intl';
import { pageButton } from '@/components/ui/button-classes';
import { Link } from '@/i18n/navigation';
import { ProfileFrame } from './ProfileFrame';
import { WithCurrentProfile } from './profile-parts';

/**
 * /profile/setup (spec 2.4): the first-run steps after /profile/create, each done or to do, read from
 * the profile itself (a step is done when its part is there), so the list is right on any device.
 */
export function SetupScreen() {
  const t = useTranslations('profiles');
  return (
    <ProfileFrame title={t('setup_title')} back="/profile">
      <WithCurrentProfile>
        {(profile) => {
          const steps = [
            { key: 'name', done: true, href: '/profile/edit/name?from=setup' },
            { key: 'avatar', done: Boolean(profile.avatar), href: '/profile/edit/avatar?from=setup' },
            { key: 'background', done: Boolean(profile.background), href: '/profile/edit/background?from=setup' },
            { key: 'intro', done: profile.intro.length > 0, href: '/profile/edit/intro?from=setup' },
          ] as const;
          return (
            <>
              <p className="text-callout text-muted">{t('setup_body', { name: profile.username })}</p>
              <ol className="flex flex-col gap-2" data-testid="setup-steps">
                {steps.map((step, i) => (
                  <li key={step.key}>
                    <Link
                      href={step.href}
                      className="flex items-center gap-3 rounded-2xl bg-white p-4"
                      data-testid={`setup-step-${step.key}`}
                      data-done={step.done}
                    >
                      <span
                        className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${step.done ? 'bg-emerald-500 text-white' : 'bg-neutral-100 text-neutral-600'}`}
                        aria-hidden
                      >
                        {step.done ? '✓' : i + 1}
                      </span>
                      <span className="flex-1 text-body text-ink">{t(`setup_${step.key}`)}</span>
                      <span className="text-caption text-muted">{step.done ? t('step_done') : t('step_todo')}</span>
                    </Link>
                  </li>
                ))}
              </ol>
              <Link href="/profile" className={pageButton.primary} data-testid="setup-finish">
                {t('setup_finish')}
              </Link>
            </>
          );
        }}
      </WithCurrentProfile>
    </ProfileFrame>
  );
}
