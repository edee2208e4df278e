import { env } from '../env';
import { LOCAL_INDEX_NAME } from './types';

/** Hosted settings (lib/env.ts reads them so Next inlines them into client code). */
const hosted = { appId: env.algolia.appId, apiKey: env.algolia.searchKey, indexName: env.algolia.indexName };

/** The hosted settings of this build (empty strings in embedded mode). */
export const hostedSettings = (): { appId: string; apiKey: string; indexName: string } => hosted;

/** True when the site was built with Algolia credentials. */
export const isHosted = (): boolean => Boolean(hosted.appId && hosted.apiKey && hosted.indexName);

/** Index name DocSearch keys its stored searches with. */
export const searchIndexName = (): string => (isHosted() ? hosted.indexName : LOCAL_INDEX_NAME);

/** Credentials DocSearch requires (placeholders in embedded mode, where no request leaves the site). */
export const searchCredentials = (): { appId: string; apiKey: string } => (isHosted() ? { appId: hosted.appId, apiKey: hosted.apiKey } : { appId: 'local', apiKey: 'local' });
