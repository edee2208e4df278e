import path from 'node:path';
import { codeVersion, createDiskCache } from './content/parse-cache';
import { createSource, type ContentSource } from './content/source';
import { env, isDev } from './env';

/** The parse cache shared by the content check, the build's workers and the dev server. */
export const PARSE_CACHE_DIR = 'node_modules/.cache/kadena-docs/parse';

/** Code whose change invalidates cached parses and derived files (parser, plugins, search index format, packages). */
const CODE = ['lib/markdown', 'lib/content', 'lib/search', 'package-lock.json'];

const versionOf = (cwd: string): string =>
  codeVersion(
    CODE.map((p) => path.join(cwd, p)),
    { exclude: /\.test\.tsx?$|__fixtures__/ },
  );

/** The store for this project's content with the shared disk cache (the check script makes its own with it). */
/** Components allowed besides the standard ones: the browser-test fixture site's probe, in its builds only. */
export const extraComponents: readonly string[] = env.e2eHooks ? ['CrashProbe'] : [];

export function createProjectSource(options: { includeDrafts: boolean; cwd?: string; contentDir?: string; watch?: boolean; retainParses?: boolean }): ContentSource {
  const cwd = options.cwd ?? process.cwd();
  return createSource(options.contentDir ?? env.contentDir, {
    cwd,
    includeDrafts: options.includeDrafts,
    cache: createDiskCache(path.join(cwd, PARSE_CACHE_DIR)),
    codeVersion: versionOf(cwd),
    extraComponents,
    watch: options.watch,
    retainParses: options.retainParses,
  });
}

const holder = globalThis as { __kadenaDocsSource?: ContentSource };

/**
 * The store of this server process (dev server or build worker), created on first use. Routes call it and pass
 * the site down; nothing else does. Kept on globalThis so that Next's dev server, which may evaluate route
 * modules more than once, still keeps one store and its parses.
 */
export function contentSource(): ContentSource {
  // A build's workers render each page once: they keep no parse after its page is done (see lazyPage).
  holder.__kadenaDocsSource ??= createProjectSource({ includeDrafts: isDev, watch: isDev, retainParses: isDev });
  return holder.__kadenaDocsSource;
}
