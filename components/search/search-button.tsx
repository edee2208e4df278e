import { SEARCH_INDEX_FILES, SEARCH_INDEX_ROUTE } from '@/lib/search/index-files';
import type { IndexUrls } from '@/lib/search/prefetch';
import { withBasePath } from '@/lib/site-config';
import { SearchLauncher } from './search-launcher';

/** URLs of the index files, for client components that search (the same for every content version). */
export function indexUrls(): IndexUrls {
  const { titles, full } = SEARCH_INDEX_FILES;
  return { titles: withBasePath(`${SEARCH_INDEX_ROUTE}/${titles}`), full: withBasePath(`${SEARCH_INDEX_ROUTE}/${full}`) };
}

/** The navbar search button; the modal and the index load on first intent. */
export function SearchButton({ indexUrls: urls }: { indexUrls: IndexUrls }) {
  return <SearchLauncher indexUrls={urls} />;
}
