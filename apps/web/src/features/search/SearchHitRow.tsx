import type { SearchHit } from '@app/shared/search/search-contracts';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { KIND_TINT, SearchKindIcon } from './SearchKindIcon';
import { hitHref } from './search-kinds';

/** One result: its picture (or its kind's), title, the start of its text, and its kind; the whole row opens it. */
export function SearchHitRow({ hit, locale }: { hit: SearchHit; locale: string }) {
  const t = useTranslations('search');
  const tint = KIND_TINT[hit.kind];
  return (
    <li>
      <Link
        href={hitHref(locale, hit.path)}
        className="flex items-center gap-3 px-4 py-3 active:bg-surface"
        data-testid={`search-hit-${hit.kind}-${hit.ref}`}
      >
        <span
          className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-tile"
          style={{ color: tint, backgroundColor: `${tint}1F` }}
        >
          {hit.image ? (
            // biome-ignore lint/performance/noImgElement: pictures of any origin (avatars, product icons) at 48 px, lazy.
            <img src={hit.image} alt="" width={48} height={48} loading="lazy" className="size-full object-cover" />
          ) : (
            <SearchKindIcon kind={hit.kind} />
          )}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-body font-semibold text-ink">{hit.title}</span>
          {hit.snippet && <span className="line-clamp-2 text-callout break-words text-muted">{hit.snippet}</span>}
        </span>
        <span
          className="shrink-0 rounded-full px-2 py-0.5 text-micro font-medium"
          style={{ color: tint, backgroundColor: `${tint}14` }}
        >
          {t(`kind.${hit.kind}`)}
        </span>
      </Link>
    </li>
  );
}
