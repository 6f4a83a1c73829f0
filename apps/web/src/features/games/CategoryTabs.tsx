'use client';

import type { GameCategory } from '@app/shared/casino/game-summary';
import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/cx';

export type LobbyTab = 'all' | GameCategory;

/** The lobby's category tabs: "All", then each category the catalogue has (its localised name). */
export function CategoryTabs({
  categories,
  active,
  onSelect,
}: {
  categories: ReadonlyArray<{ id: GameCategory; name: string }>;
  active: LobbyTab;
  onSelect: (tab: LobbyTab) => void;
}) {
  const t = useTranslations('games');
  const tabs: Array<{ id: LobbyTab; name: string }> = [{ id: 'all', name: t('tab_all') }, ...categories];
  return (
    <div role="tablist" aria-label={t('categories_label')} className="-mx-gutter flex gap-2 overflow-x-auto px-gutter">
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={`games-tab-${tab.id}`}
          aria-selected={tab.id === active}
          aria-controls="games-tabpanel"
          onClick={() => onSelect(tab.id)}
          className={cx(
            'h-9 shrink-0 rounded-full px-4 text-callout font-semibold whitespace-nowrap transition-colors',
            tab.id === active ? 'bg-ink text-page' : 'bg-surface text-muted hover:text-ink',
          )}
        >
          {tab.name}
        </button>
      ))}
    </div>
  );
}
