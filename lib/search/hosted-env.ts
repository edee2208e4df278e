import { LOCAL_INDEX_NAME } from './types';

/** Hosted settings, read literally so Next inlines them into client code. */
const hosted = {
  appId: process.env.NEXT_PUBLIC_ALGOLIA_APP_ID ?? '',
  apiKey: process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY ?? '',
  indexName: process.env.NEXT_PUBLIC_ALGOLIA_INDEX ?? '',
};

/** The hosted settings of this build (empty strings in embedded mode). */
export const hostedSettings = (): { appId: string; apiKey: string; indexName: string } => hosted;

/** True when the site was built with Algolia credentials. */
export const isHosted = (): boolean => Boolean(hosted.appId && hosted.apiKey && hosted.indexName);

/** Index name DocSearch keys its stored searches with. */
export const searchIndexName = (): string => (isHosted() ? hosted.indexName : LOCAL_INDEX_NAME);

/** Credentials DocSearch requires (placeholders in embedded mode, where no request leaves the site). */
export const searchCredentials = (): { appId: string; apiKey: string } => (isHosted() ? { appId: hosted.appId, apiKey: hosted.apiKey } : { appId: 'local', apiKey: 'local' });
