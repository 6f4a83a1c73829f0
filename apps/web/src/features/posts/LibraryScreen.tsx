'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { categoryOf, LIBRARY_TABS, type LibraryTab, libraryTabHref } from './library-tabs';
import { PostList } from './PostList';
import { PostsFrame } from './PostsFrame';
import { useLibrary } from './post-queries';

/** /library (spec 2.1, 2.7 back home): the guides and articles, a tab per category; a card opens the post. */
export function LibraryScreen({ tab, mediaBase }: { tab: LibraryTab; mediaBase: string }) {
  const t = useTranslations('posts');
  const locale = useLocale();
  const list = useLibrary(categoryOf(tab));
  return (
    <PostsFrame title={t('library_title')} backHref={`/${locale}`}>
      <nav className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1" aria-label={t('library_title')}>
        {LIBRARY_TABS.map((item) => (
          <Link
            key={item}
            href={libraryTabHref(item)}
            replace
            aria-current={item === tab ? 'page' : undefined}
            className={`shrink-0 rounded-full px-4 py-2 text-callout ${
              item === tab ? 'bg-primary font-semibold text-on-primary' : 'bg-white text-ink'
            }`}
            data-testid={`library-tab-${item}`}
          >
            {t(`category.${item}`)}
          </Link>
        ))}
      </nav>
      <PostList query={list} mediaBase={mediaBase} emptyText={t('library_empty')} showAuthor={false} testId="library" />
    </PostsFrame>
  );
}
