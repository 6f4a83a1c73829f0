'use client';

import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/cx';
import { useCategories } from './catalogue-queries';
import { useTasklibFormat } from './use-tasklib-format';

/** The category tabs (POST /game_tab/categories); without them the feed shows every category. */
export function CategoryTabs({ selected, onSelect }: { selected: string; onSelect: (id: string) => void }) {
  const t = useTranslations('tasklib');
  const format = useTasklibFormat();
  const categories = useCategories();
  // The tabs are a filter: while they load or if they fail, the feed of all categories still shows.
  const list = categories.data?.categories.filter((c) => c.count > 0) ?? [];
  if (list.length === 0) return null;
  const tabs = [{ id: '', label: t('category.all') }, ...list.map((c) => ({ id: c.id, label: format.category(c.id) }))];
  return (
    <div
      role="tablist"
      aria-label={t('quest.categories_label')}
      className="-mx-gutter flex gap-2 overflow-x-auto px-gutter"
      data-testid="quest-categories"
    >
      {tabs.map((tab) => (
        <button
          key={tab.id || 'all'}
          type="button"
          role="tab"
          aria-selected={selected === tab.id}
          onClick={() => onSelect(tab.id)}
          data-testid={`quest-category-${tab.id || 'all'}`}
          className={cx(
            'h-9 shrink-0 rounded-full px-4 text-callout font-semibold whitespace-nowrap transition-colors',
            selected === tab.id
              ? 'bg-primary text-on-primary'
              : 'bg-surface text-muted ring-1 ring-line ring-inset hover:text-ink',
          )}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
