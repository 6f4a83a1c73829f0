'use client';

import { useTranslations } from 'next-intl';
import { SearchIcon } from './GameIcons';

/** The lobby's search box; the lobby debounces what is typed before it asks the API. */
export function GameSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useTranslations('games');
  return (
    <label className="flex h-11 items-center gap-2 rounded-control bg-surface px-3 text-muted focus-within:ring-2 focus-within:ring-primary">
      <SearchIcon className="size-5 shrink-0" />
      <span className="sr-only">{t('search_label')}</span>
      <input
        type="search"
        value={value}
        maxLength={64}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('search_placeholder')}
        enterKeyHint="search"
        className="h-full min-w-0 flex-1 bg-transparent text-body text-ink outline-none placeholder:text-subtle"
        data-testid="games-search"
      />
    </label>
  );
}
