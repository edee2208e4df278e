import type { Site } from '@/lib/content/site';
import { SEARCH_INDEX_ROUTE, searchIndexNames } from '@/lib/search/index-files';
import type { IndexUrls } from '@/lib/search/prefetch';
import { withBasePath } from '@/lib/site-config';
import { SearchLauncher } from './search-launcher';

/** URLs of the index files, for client components that search (named by content version: nothing is parsed). */
export function indexUrls(site: Pick<Site, 'version'>): IndexUrls {
  const { titles, full } = searchIndexNames(site);
  return { titles: withBasePath(`${SEARCH_INDEX_ROUTE}/${titles}`), full: withBasePath(`${SEARCH_INDEX_ROUTE}/${full}`) };
}

/** The navbar search button; the modal and the index load on first intent. */
export function SearchButton({ indexUrls: urls }: { indexUrls: IndexUrls }) {
  return <SearchLauncher indexUrls={urls} />;
}
