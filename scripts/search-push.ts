/**
 * `npm run search:push`: uploads the search records to Algolia, replacing the index atomically.
 * Needs NEXT_PUBLIC_ALGOLIA_APP_ID, NEXT_PUBLIC_ALGOLIA_INDEX and an admin key in ALGOLIA_ADMIN_KEY.
 */
import { loadSite } from '../lib/content/source';
import { env } from '../lib/env';
import { pushRecords } from '../lib/search/push';
import { buildRecords } from '../lib/search/records';

const { appId, indexName } = env.algolia;
const adminKey = env.algoliaAdmin.key;
if (!appId || !indexName || !adminKey) {
  console.error('search:push needs NEXT_PUBLIC_ALGOLIA_APP_ID, NEXT_PUBLIC_ALGOLIA_INDEX and ALGOLIA_ADMIN_KEY.');
  process.exit(1);
}
// ALGOLIA_HOSTS ("127.0.0.1:8080,...") points the client elsewhere, e.g. at a local stand-in for a dry run.
const hosts = env.algoliaAdmin.hosts.split(',').filter(Boolean).map((h) => {
  const [url, port] = h.split(':');
  return { url: url!, port: port ? Number(port) : undefined, accept: 'readWrite' as const, protocol: 'http' as const };
});
const records = buildRecords(loadSite(env.contentDir, { includeDrafts: false }));
const sent = await pushRecords({ appId, adminKey, indexName, records, hosts });
console.log(`Sent ${sent} records to Algolia index "${indexName}" (replaced atomically).`);
