import type { NextConfig } from 'next';
import { isHosted } from './lib/search/hosted-env';

/** Base path for per-pull-request previews (e.g. "/pr-123"); empty in production. */
const basePath = (process.env.NEXT_PUBLIC_BASE_PATH ?? '').replace(/\/+$/, '');

/**
 * Smaller search modal for readers (it is fetched when they first open search, often on a slow network): stubs for
 * packages DocSearch's modal imports but this site never runs. Only the browser bundles change.
 * - Base UI's menu serves DocSearch's facet bar, which the site never configures (no `facets` prop): 45 KB gzip.
 * - Algolia's insights plugin is created only with `insights` on, and the site keeps it off: 2.1 KB gzip.
 * - Without Algolia credentials (embedded index) the modal's Algolia client never sends a request, because
 *   transformSearchClient replaces its search: 5 KB gzip. Builds with credentials keep the real client.
 * The stubs throw an error naming this alias if they are ever used; bench/search.ts measures the modal chunk.
 */
const searchModalAliases: Record<string, { browser: string }> = {
  '@base-ui/react/menu': { browser: './lib/search/stubs/base-ui-menu.ts' },
  '@algolia/autocomplete-plugin-algolia-insights': { browser: './lib/search/stubs/algolia-insights-plugin.ts' },
  ...(isHosted() ? {} : { 'algoliasearch/lite': { browser: './lib/search/stubs/algolia-lite-client.ts' } }),
};

const config: NextConfig = {
  output: 'export',
  trailingSlash: false,
  basePath: basePath || undefined,
  distDir: process.env.NEXT_DIST_DIR || '.next',
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  typescript: { ignoreBuildErrors: true },
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  turbopack: { resolveAlias: searchModalAliases },
};

export default config;
