import { algoliasearch } from 'algoliasearch';
import { HOSTED_TIMEOUTS, type HostedHost } from './hosted-client';
import type { SearchRecord } from './types';

/** Index settings for DocSearch-shaped records: hierarchy first, then content; contextual facets. */
export const INDEX_SETTINGS = {
  searchableAttributes: ['unordered(hierarchy.lvl0)', 'unordered(hierarchy.lvl1)', 'unordered(hierarchy.lvl2)', 'unordered(hierarchy.lvl3)', 'unordered(hierarchy.lvl4)', 'unordered(hierarchy.lvl5)', 'unordered(hierarchy.lvl6)', 'content'],
  attributesForFaceting: ['type', 'language', 'docusaurus_tag'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToSnippet: ['content:10'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  distinct: true,
  attributeForDistinct: 'url',
  separatorsToIndex: '-_',
  typoTolerance: 'min' as const,
  minWordSizefor1Typo: 5,
};

/** Uploads the records, replacing the index atomically (temporary index, then move); returns how many were sent. */
export async function pushRecords(options: { appId: string; adminKey: string; indexName: string; records: SearchRecord[]; hosts?: HostedHost[] }): Promise<number> {
  const { appId, adminKey, indexName, records, hosts } = options;
  const client = algoliasearch(appId, adminKey, { timeouts: { ...HOSTED_TIMEOUTS }, ...(hosts ? { hosts } : {}) });
  const { taskID } = await client.setSettings({ indexName, indexSettings: INDEX_SETTINGS });
  await client.waitForTask({ indexName, taskID });
  await client.replaceAllObjects({ indexName, objects: records as unknown as Record<string, unknown>[], batchSize: 1000 });
  return records.length;
}
