import { SearchMessages } from '@/features/search/SearchMessages';
import { SearchScreen } from '@/features/search/SearchScreen';
import { filterOf, SEARCH_KEYWORD_MAX } from '@/features/search/search-kinds';
import { subPageMetadata } from '@/lib/metadata/sub-page-metadata';

export const generateMetadata = subPageMetadata('search', 'title');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /search?q=&kind= (issue 18 item 5): players, posts, products and games; open signed out. */
export default async function SearchPage({ searchParams }: Props) {
  const query = await searchParams;
  return (
    <SearchMessages>
      <SearchScreen
        initialKeyword={(first(query.q) ?? '').slice(0, SEARCH_KEYWORD_MAX)}
        initialFilter={filterOf(first(query.kind))}
      />
    </SearchMessages>
  );
}
