import { getSite } from '@/lib/content/site';
import { SEARCH_INDEX_ROUTE, searchIndexFiles } from '@/lib/search/index-files';
import { withBasePath } from '@/lib/site-config';
import { SearchLauncher } from './search-launcher';

/** URLs of the hashed index files, for client components that search. */
export function indexUrls() {
  const { titles, full } = searchIndexFiles(getSite());
  return { titles: withBasePath(`${SEARCH_INDEX_ROUTE}/${titles.name}`), full: withBasePath(`${SEARCH_INDEX_ROUTE}/${full.name}`) };
}

/** The navbar search button; the modal and the index load on first intent. */
export function SearchButton() {
  return <SearchLauncher indexUrls={indexUrls()} />;
}
