'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { LoadError } from '@/components/LoadError';
import { PagedEnd } from '@/components/PagedEnd';
import { ScreenHeader } from '@/components/ScreenHeader';
import { cx } from '@/components/ui/cx';
import { Skeleton } from '@/components/ui/Skeleton';
import { useDebouncedValue } from '@/lib/async/use-debounced-value';
import { SearchHitRow } from './SearchHitRow';
import { SearchKindIcon } from './SearchKindIcon';
import { SEARCH_FILTERS, SEARCH_KEYWORD_MAX, type SearchFilter, searchHref } from './search-kinds';
import { useSearch } from './search-queries';

/** Typing pauses this long before the search runs. */
const TYPING_PAUSE_MS = 300;

/**
 * /search (issue 18 item 5): one box over players, posts, task products and games, with a filter per
 * kind. Searches as the player types (after a pause); the keyword and filter live in the address, so
 * back, reload and a shared link keep them. Open signed out: everything in the index is public.
 */
export function SearchScreen({
  initialKeyword,
  initialFilter,
}: {
  initialKeyword: string;
  initialFilter: SearchFilter;
}) {
  const t = useTranslations('search');
  const locale = useLocale();
  const [draft, setDraft] = useState(initialKeyword);
  const [filter, setFilter] = useState<SearchFilter>(initialFilter);
  const keyword = useDebouncedValue(draft.trim(), TYPING_PAUSE_MS);

  const router = useRouter();
  useEffect(() => {
    // Through the router (not history.replaceState): its cache then holds this address, so back from a
    // result comes to this search again. The screen keeps its state; only the address changes.
    const href = searchHref(locale, keyword, filter);
    if (href !== `${window.location.pathname}${window.location.search}`) router.replace(href, { scroll: false });
  }, [locale, keyword, filter, router]);

  return (
    <main className="min-h-dvh bg-[#ECF0F3]">
      <ScreenHeader title={t('title')} backHref={`/${locale}`} backLabel={t('back')} />
      <div className="mx-auto flex max-w-md flex-col gap-3 px-4 pt-1 pb-12">
        <search>
          <form
            onSubmit={(event) => event.preventDefault()}
            className="flex h-11 items-center gap-2 rounded-control bg-white px-3 text-muted focus-within:ring-2 focus-within:ring-primary"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="none">
              <circle cx="11" cy="11" r="6.5" stroke="currentColor" strokeWidth="2" />
              <path d="m16 16 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <label htmlFor="search-box" className="sr-only">
              {t('label')}
            </label>
            <input
              id="search-box"
              type="search"
              value={draft}
              maxLength={SEARCH_KEYWORD_MAX}
              onChange={(event) => setDraft(event.target.value)}
              placeholder={t('placeholder')}
              enterKeyHint="search"
              // biome-ignore lint/a11y/noAutofocus: the page exists to type into this box.
              autoFocus
              className="h-full min-w-0 flex-1 bg-transparent text-body text-ink outline-none placeholder:text-subtle"
              data-testid="search-box"
            />
          </form>
        </search>
        <fieldset className="-mx-4 flex min-w-0 gap-2 overflow-x-auto px-4 pb-1" data-testid="search-filters">
          <legend className="sr-only">{t('filter_label')}</legend>
          {SEARCH_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
              className={cx(
                'h-8 shrink-0 rounded-full px-3.5 text-callout font-medium whitespace-nowrap',
                filter === f ? 'bg-ink text-white' : 'bg-white text-ink',
              )}
              data-testid={`search-filter-${f}`}
            >
              {t(`filter.${f}`)}
            </button>
          ))}
        </fieldset>
        {keyword ? <Results keyword={keyword} filter={filter} /> : <Idle />}
      </div>
    </main>
  );
}

function Idle() {
  const t = useTranslations('search');
  return (
    <section
      className="flex flex-col items-center gap-3 rounded-card bg-white px-6 py-8 text-center"
      data-testid="search-idle"
    >
      <div className="flex gap-2 text-muted">
        {(['player', 'post', 'product', 'game'] as const).map((kind) => (
          <SearchKindIcon key={kind} kind={kind} className="size-7" />
        ))}
      </div>
      <p className="text-headline text-ink">{t('idle_title')}</p>
      <p className="text-callout text-muted">{t('idle_text')}</p>
    </section>
  );
}

function Results({ keyword, filter }: { keyword: string; filter: SearchFilter }) {
  const t = useTranslations('search');
  const locale = useLocale();
  const results = useSearch(keyword, filter);
  if (results.isPending)
    return (
      <div className="flex flex-col gap-2" data-testid="search-loading">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-16 rounded-card" />
        ))}
      </div>
    );
  if (!results.data)
    return (
      <LoadError
        title={t('load_error')}
        onRetry={() => void results.refetch()}
        busy={results.isRefetching}
        testId="search-error"
      />
    );
  const hits = results.data.pages.flatMap((page) => page.list);
  if (hits.length === 0)
    return (
      <section className="rounded-card bg-white px-6 py-8 text-center" data-testid="search-empty">
        <p className="text-headline break-words text-ink">{t('no_results', { keyword })}</p>
        <p className="mt-1 text-callout text-muted">{t('no_results_hint')}</p>
      </section>
    );
  return (
    <section aria-label={t('results_label', { keyword })} className="flex flex-col gap-2">
      <ul className="divide-y divide-line overflow-hidden rounded-card bg-white" data-testid="search-results">
        {hits.map((hit) => (
          <SearchHitRow key={`${hit.kind}:${hit.ref}`} hit={hit} locale={locale} />
        ))}
      </ul>
      <PagedEnd
        query={results}
        testIdPrefix="search"
        labels={{ loading: t('loading'), loadMore: t('load_more'), loadMoreError: t('load_more_error'), end: t('end') }}
      />
    </section>
  );
}
