'use client';

import { useTranslations } from 'next-intl';

/** Sound on or off (off by default, remembered: use-sound-setting.ts). */
export function SoundToggle({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  const t = useTranslations('houseGames');
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={on}
      aria-label={t('sound')}
      className="flex size-9 items-center justify-center rounded-full bg-surface-raised text-ink"
      data-testid="sound-toggle"
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
        <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
        {on ? <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" /> : <path d="M16 9l6 6M22 9l-6 6" />}
      </svg>
    </button>
  );
}
