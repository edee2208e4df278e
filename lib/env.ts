/**
 * The one module that reads the environment: every variable the site, its build and its dev server look at,
 * read once and trimmed. Public (NEXT_PUBLIC_) variables are read literally so Next inlines them into client code.
 */

const trim = (value: string | undefined): string => (value ?? '').trim();

/**
 * Reads a variable that may differ between two builds of the same code and changes nothing Next compiles: a build's own
 * temporary files or output folder, its code fingerprint, how much it rebuilds, how its processes are sized and tuned.
 * Reading it through here, by name, is what makes it per-build: the code fingerprint
 * (lib/build/code-fingerprint.ts) counts every variable the compiled code reads literally from `process.env`, and
 * this read is not literal, so a change to one of these never forces a compile. A variable that changes what pages
 * show must be read literally instead.
 */
const perBuild = (name: string): string | undefined => process.env[name];

/** Settings that come from the environment; everything else is in lib/site-config.ts. */
export const env = {
  /** "development" under `next dev`, "production" in builds, "test" in jest. */
  nodeEnv: trim(process.env.NODE_ENV),
  /** Folder to read pages from, relative to the working directory (CONTENT_DIR; default content/). */
  contentDir: trim(process.env.CONTENT_DIR) || 'content',
  /** True when CONTENT_DIR names another folder than this repository's content/. */
  contentDirSet: trim(process.env.CONTENT_DIR) !== '',
  /** "Edit this page": repository URL, branch, content folder inside it, and "false" to hide the link. */
  edit: {
    repoUrl: trim(process.env.DOCS_EDIT_REPO_URL),
    branch: trim(process.env.DOCS_EDIT_BRANCH),
    contentPath: trim(process.env.DOCS_EDIT_CONTENT_PATH),
    links: trim(process.env.DOCS_EDIT_LINKS),
  },
  /** Redirects file (REDIRECTS_FILE); default redirects.txt for this repository's content. */
  redirectsFile: trim(process.env.REDIRECTS_FILE),
  /** File in which the build hands git's dates to its workers (set by scripts/build.ts, never by hand). */
  gitInfoFile: trim(perBuild('DOCS_GIT_INFO')),
  /** File listing the only docs routes to render (set by scripts/build.ts for an incremental build, never by hand). */
  renderOnlyFile: trim(perBuild('DOCS_RENDER_ONLY')),
  /** The code fingerprint, Next's build id (set by scripts/build.ts for Next and the check; lib/build/code-fingerprint.ts). */
  buildId: trim(perBuild('DOCS_BUILD_ID')),
  /** "1" makes every build compile and render everything, as from a fresh clone. */
  fullBuild: trim(perBuild('DOCS_FULL_BUILD')) === '1',
  /** A first-load JavaScript budget (KB, gzip) for every page instead of lib/outputs/js-budget.ts's, for tests. */
  jsBudgetKb: Number(trim(process.env.DOCS_JS_BUDGET_KB)) || undefined,
  /** Canonical origin of the site (SITE_URL). */
  siteUrl: trim(process.env.SITE_URL),
  /** Base path of a preview deployment, e.g. "/pr-123", without a trailing slash. */
  basePath: trim(process.env.NEXT_PUBLIC_BASE_PATH).replace(/\/+$/, ''),
  /** Hosted search credentials; all three must be set to switch it on. */
  algolia: {
    appId: trim(process.env.NEXT_PUBLIC_ALGOLIA_APP_ID),
    searchKey: trim(process.env.NEXT_PUBLIC_ALGOLIA_SEARCH_KEY),
    indexName: trim(process.env.NEXT_PUBLIC_ALGOLIA_INDEX),
  },
  /** Algolia admin key and optional hosts ("127.0.0.1:8080,..."), for `npm run search:push` only. */
  algoliaAdmin: { key: trim(process.env.ALGOLIA_ADMIN_KEY), hosts: trim(process.env.ALGOLIA_HOSTS) },
  /** Analytics measurement id; analytics is off entirely without it. */
  analyticsId: trim(process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID),
  /** Builds without the base-URL banner when "false". */
  baseUrlBanner: trim(process.env.NEXT_PUBLIC_BASE_URL_BANNER) !== 'false',
  /** Test-only components (the browser-test fixture site's <CrashProbe>); never set for real builds. */
  e2eHooks: trim(process.env.NEXT_PUBLIC_E2E_HOOKS) === '1',
  /** The build's output folder (OUT_DIR; default out/). */
  outDir: trim(perBuild('OUT_DIR')) || 'out',
  /** Next's distDir (NEXT_DIST_DIR, set by scripts/build.ts to a temporary folder; default .next). */
  nextDistDir: trim(perBuild('NEXT_DIST_DIR')) || '.next',
  /** "1" keeps Turbopack's file-system cache between builds (where .next/cache survives them). */
  nextBuildCache: trim(perBuild('NEXT_BUILD_CACHE')) === '1',
  /** Heap caps in MB for the render workers and the content check (DOCS_BUILD_HEAP_MB, DOCS_CHECK_HEAP_MB), as set. */
  heapSettings: { worker: trim(perBuild('DOCS_BUILD_HEAP_MB')), check: trim(perBuild('DOCS_CHECK_HEAP_MB')) },
  /** Node options the build's children inherit (NODE_OPTIONS). */
  nodeOptions: trim(perBuild('NODE_OPTIONS')),
  /** mimalloc's purge delay for `next build` (MIMALLOC_PURGE_DELAY), when set. */
  mimallocPurgeDelay: perBuild('MIMALLOC_PURGE_DELAY'),
} as const;

/** The environment as a child process inherits it (the build passes it on to `next build` and the check). */
export const inheritedEnvironment = (): NodeJS.ProcessEnv => ({ ...process.env });

/** True under `next dev`: content errors are shown on the page instead of failing the build. */
export const isDev = env.nodeEnv === 'development';
