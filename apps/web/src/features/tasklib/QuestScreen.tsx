'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import { CategoryTabs } from './CategoryTabs';
import { ProductFeed } from './ProductFeed';
import { TasklibFrame } from './TasklibFrame';
import { offerwallPath, rewardPath } from './tasklib-paths';

const STRATEGIES = ['hot', 'new', 'reward'] as const;
type Strategy = (typeof STRATEGIES)[number];

function SearchIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="none">
      <circle cx="11" cy="11" r="6.5" stroke="currentColor" strokeWidth="2" />
      <path d="m16 16 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * /quest, the task library home (spec 2.2 /{locale}/quest): a search box (POST /game_tab/search, its
 * results replace the feed until the search is cleared), the categories as tabs, the recommend feed
 * (POST /game_tab/recommend) with its strategy switch, paged as it scrolls. Open to everyone: the
 * task pages it leads to ask for sign-in (spec 2.4).
 */
export function QuestScreen({ initialKeyword }: { initialKeyword: string }) {
  const t = useTranslations('tasklib');
  const locale = useLocale();
  const [draft, setDraft] = useState(initialKeyword);
  const [keyword, setKeyword] = useState(initialKeyword.trim());
  const [category, setCategory] = useState('');
  const [strategy, setStrategy] = useState<Strategy>('hot');

  function onSearch(event: FormEvent) {
    event.preventDefault();
    setKeyword(draft.trim().slice(0, 64));
  }

  return (
    <TasklibFrame title={t('quest.title')} backHref={`/${locale}`} signedIn={false} testId="quest-screen">
      <search>
        <form onSubmit={onSearch} className="flex gap-2">
          <label className="flex h-11 min-w-0 flex-1 items-center gap-2 rounded-control bg-surface px-3 text-muted focus-within:ring-2 focus-within:ring-primary">
            <SearchIcon />
            <span className="sr-only">{t('quest.search_label')}</span>
            <input
              type="search"
              value={draft}
              maxLength={64}
              onChange={(event) => {
                setDraft(event.target.value);
                if (!event.target.value) setKeyword('');
              }}
              placeholder={t('quest.search_placeholder')}
              enterKeyHint="search"
              className="h-full min-w-0 flex-1 bg-transparent text-body text-ink outline-none placeholder:text-subtle"
              data-testid="quest-search"
            />
          </label>
          <button
            type="submit"
            className="h-11 shrink-0 rounded-control bg-primary px-4 text-callout font-semibold text-on-primary"
            data-testid="quest-search-submit"
          >
            {t('quest.search_button')}
          </button>
        </form>
      </search>
      {/* Under the search rather than in the header: the header keeps the room for long titles (ru-RU, fr-FR). */}
      <nav aria-label={t('quest.title')} className="flex gap-2">
        <ButtonLink href={rewardPath(locale)} variant="secondary" size="sm" data-testid="quest-my-rewards">
          {t('quest.my_rewards')}
        </ButtonLink>
        <ButtonLink href={offerwallPath(locale)} variant="secondary" size="sm" data-testid="quest-offerwall">
          {t('offerwall.title')}
        </ButtonLink>
      </nav>

      {keyword ? (
        <section aria-labelledby="quest-results-title" className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-2">
            <h2 id="quest-results-title" className="min-w-0 text-headline break-words text-ink">
              {t('quest.results_title', { keyword })}
            </h2>
            <button
              type="button"
              className="shrink-0 text-callout font-semibold text-link"
              onClick={() => {
                setDraft('');
                setKeyword('');
              }}
            >
              {t('quest.clear_search')}
            </button>
          </div>
          <ProductFeed source={{ kind: 'search', keyword }} from="search" />
        </section>
      ) : (
        <>
          <CategoryTabs selected={category} onSelect={setCategory} />
          <section aria-labelledby="quest-feed-title" className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="quest-feed-title" className="text-headline text-ink">
                {t('quest.recommend_title')}
              </h2>
              <fieldset className="flex rounded-full bg-surface p-0.5" data-testid="quest-strategy">
                <legend className="sr-only">{t('quest.strategy_label')}</legend>
                {STRATEGIES.map((s) => (
                  <label
                    key={s}
                    className={cx(
                      'cursor-pointer rounded-full px-3 py-1.5 text-caption font-semibold transition-colors',
                      strategy === s ? 'bg-ink text-page' : 'text-muted hover:text-ink',
                    )}
                  >
                    <input
                      type="radio"
                      name="strategy"
                      value={s}
                      checked={strategy === s}
                      onChange={() => setStrategy(s)}
                      className="sr-only"
                      data-testid={`quest-strategy-${s}`}
                    />
                    {t(`quest.strategy.${s}`)}
                  </label>
                ))}
              </fieldset>
            </div>
            <ProductFeed source={{ kind: 'recommend', category, strategy }} from="quest" />
          </section>
        </>
      )}
    </TasklibFrame>
  );
}
