import { createHostedMultiSearch } from './hosted-client';
import { createLocalMultiSearch, type IndexUrls } from './local-client';
import { LOCAL_INDEX_NAME, type MultiSearch } from './types';

/** Hosted settings, read literally so Next inlines them into client code. */
const hosted = {
  appId: process.env.NEXT_PUBLIC_ALGOLIA_APP_ID ?? '',
  apiKey: process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY ?? '',
  indexName: process.env.NEXT_PUBLIC_ALGOLIA_INDEX ?? '',
};

/** True when the site was built with Algolia credentials. */
export const isHosted = (): boolean => Boolean(hosted.appId && hosted.apiKey && hosted.indexName);

/** Index name DocSearch keys its stored searches with. */
export const searchIndexName = (): string => (isHosted() ? hosted.indexName : LOCAL_INDEX_NAME);

/** Credentials DocSearch requires (placeholders in embedded mode, where no request leaves the site). */
export const searchCredentials = (): { appId: string; apiKey: string } => (isHosted() ? { appId: hosted.appId, apiKey: hosted.apiKey } : { appId: 'local', apiKey: 'local' });

const cached = new Map<string, MultiSearch>();

/** The search function for this build: Algolia when configured, else the embedded index (`complete`: full text only). */
export function getMultiSearch(urls: IndexUrls, options: { complete?: boolean } = {}): MultiSearch {
  const key = isHosted() ? 'hosted' : options.complete ? 'complete' : 'fast';
  let search = cached.get(key);
  if (!search) {
    search = isHosted() ? createHostedMultiSearch(hosted) : createLocalMultiSearch(urls, { complete: options.complete });
    cached.set(key, search);
  }
  return search;
}
