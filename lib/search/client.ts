import { createHostedMultiSearch } from './hosted-client';
import { hostedSettings, isHosted } from './hosted-env';
import { createLocalMultiSearch, fullIndexArrival, type IndexUrls } from './local-client';
import type { MultiSearch } from './types';

export { isHosted, searchCredentials, searchIndexName } from './hosted-env';

const cached = new Map<string, MultiSearch>();

/** The search function for this build: Algolia when configured, else the embedded index (`complete`: full text only). */
export function getMultiSearch(urls: IndexUrls, options: { complete?: boolean } = {}): MultiSearch {
  const key = isHosted() ? 'hosted' : options.complete ? 'complete' : 'fast';
  let search = cached.get(key);
  if (!search) {
    search = isHosted() ? createHostedMultiSearch(hostedSettings()) : createLocalMultiSearch(urls, { complete: options.complete });
    cached.set(key, search);
  }
  return search;
}

/**
 * When the last answer came from the embedded titles file: settles once the full index answers, so an open screen can
 * ask again and show pages found by their text. Undefined when answers cannot improve (hosted, or the full index is in).
 */
export const betterAnswersArrival = (urls: IndexUrls): Promise<void> | undefined => (isHosted() ? undefined : fullIndexArrival(urls));
