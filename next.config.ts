import os from 'node:os';
import type { NextConfig } from 'next';
import { env } from './lib/env';
import { isHosted } from './lib/search/hosted-env';

/** Base path for per-pull-request previews (e.g. "/pr-123"); empty in production. */
const basePath = env.basePath;

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

/**
 * The server-only Markdown toolchain, loaded by Node when pages render instead of bundled by Turbopack (Next already
 * leaves next-mdx-remote and shiki out). About 130 small modules that Turbopack otherwise compiles and emits on every
 * build: the 1,000-page benchmark's compile step went from 13 s to 10 s, the whole build from 34.3 s to 31.4 s
 * (medians of 3, docs/build-performance.md). Only server code: packages that client components import as well
 * (minisearch, github-slugger) stay bundled, since an external would turn their server-rendered module async.
 */
const serverOnlyPackages = [
  'unified', 'remark-parse', 'remark-gfm', 'remark-mdx', 'remark-directive', 'remark-rehype',
  'mdast-util-to-string', 'mdast-util-mdx-jsx', 'hast-util-to-jsx-runtime', 'hast-util-to-string', 'unist-util-visit',
  'gray-matter', 'zod',
];

/**
 * Next's per-segment prefetch data, computed for every page and never shipped: replaced in the server bundle by a
 * function that returns none (lib/next-contract/no-segment-data.ts), about 6 ms a page. Turbopack matches the request as
 * Next's app-render entry writes it (a package path does not match); no other module imports a file of that name.
 */
const noSegmentData: Record<string, string> = {
  './collect-segment-data': './lib/next-contract/no-segment-data.ts',
};

/**
 * Test-only MDX components (the browser-test fixture site's CrashProbe) exist only in builds with
 * NEXT_PUBLIC_E2E_HOOKS=1. Elsewhere their module is swapped for one that has none: a client component imported by
 * server code is shipped whatever the condition around its use, so without this every page loaded the probe.
 */
const testComponents: Record<string, string> = env.e2eHooks ? {} : { '@/components/state/test-components': './components/state/no-test-components.ts' };

const config: NextConfig = {
  output: 'export',
  trailingSlash: false,
  basePath: basePath || undefined,
  distDir: env.nextDistDir,
  // The build sets the code fingerprint (lib/build/code-fingerprint.ts), so .next says which code it was compiled
  // from and two builds of the same code name their pages' build alike; elsewhere Next picks a random id.
  generateBuildId: async () => env.buildId || null,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  typescript: { ignoreBuildErrors: true },
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  turbopack: { resolveAlias: { ...searchModalAliases, ...noSegmentData, ...testComponents } },
  serverExternalPackages: serverOnlyPackages,
  // Static generation is most of a build (about 25 ms a page): measured on the 1,000-page benchmark corpus with
  // `npm run bench`, see docs/build-performance.md.
  experimental: {
    // One static worker per core: Next's main process idles while pages render (default: cores - 1).
    cpus: Math.max(1, os.availableParallelism()),
    // Threads, not processes: the workers share one Node runtime, and scripts/build.ts caps each heap (a forked
    // worker drops --max-old-space-size). Two forked workers peaked 400 MB higher for 2 s less.
    workerThreads: true,
    // Prefetch inlining decodes every page's payload again to size its segments: 7 s of a 1,000-page build. The
    // per-segment files are not shipped anyway: prefetch fetches the page, which carries its payload (lib/next-contract/payload-prefetch.ts).
    prefetchInlining: false,
    // A cold build then persists Turbopack's cache while pages render, competing for the CPU; builds here start
    // clean, so it only costs (set NEXT_BUILD_CACHE=1 where .next/cache survives between builds).
    turbopackFileSystemCacheForBuild: env.nextBuildCache,
  },
};

export default config;
