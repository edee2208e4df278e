/** Static configuration of the site shell; environment variables (read in lib/env.ts) switch hosted layers on. */
import { env } from './env';

/** A link in the navbar or footer. */
export interface NavLink {
  /** Visible text. */
  label: string;
  /** Absolute URL or a site route. */
  href: string;
}

/** Every value the shell reads; no URL is written inline anywhere else. */
export const siteConfig = {
  /** Product name, used in the tab title suffix and Open Graph. */
  title: 'Kadena Docs',
  /** Separator between the page title and the site title in the tab. */
  titleSeparator: '|',
  /** Default description for pages that carry none. */
  tagline: 'Build on Kadena: the Pact smart-contract language, Chainweb nodes and their APIs.',
  /** Canonical origin (no trailing slash) for canonical URLs, the sitemap, robots.txt, llms.txt and Open Graph. */
  url: (env.siteUrl || 'https://docs.kadena.io').replace(/\/+$/, ''),
  /** Base path for preview deployments, e.g. "/pr-123"; empty in production. */
  basePath: env.basePath,
  /** Route of the main quick start, the target of "Get Started". */
  quickstartRoute: '/quickstart',
  /** Navbar logo dimensions in CSS pixels (spec: 196 by 32). */
  logo: { width: 196, height: 32, alt: 'Kadena Docs' },
  /** Links on the right of the navbar. */
  navbarLinks: [
    { label: 'EVM portal', href: 'https://evm.kadena.io' },
    { label: 'Academy', href: 'https://academy.kadena.io' },
    { label: 'Support community', href: 'https://discord.gg/kadena' },
  ] satisfies NavLink[],
  /** Source-code organisation, shown as a GitHub icon link. */
  sourceOrgUrl: 'https://github.com/kadena-io',
  /** Repository of these docs, used for "Let us know" issue links. */
  docsRepoUrl: 'https://github.com/kadena-io/docs',
  /** "Edit this page": repository holding the content, its branch, and whether the link is shown (DOCS_EDIT_LINKS=false hides it). */
  edit: {
    repoUrl: (env.edit.repoUrl || 'https://github.com/kadena-io/docs').replace(/\/+$/, ''),
    /** True when DOCS_EDIT_REPO_URL is set: it then wins over a Docusaurus checkout's own editUrl. */
    repoUrlSet: env.edit.repoUrl !== '',
    branch: env.edit.branch || 'main',
    /** Folder of the content inside that repository when git cannot tell (no .git); default: CONTENT_DIR relative to here. */
    contentPath: env.edit.contentPath,
    enabled: env.edit.links !== 'false',
  },
  /**
   * Redirects file (source destination per line, `:name*` patterns): REDIRECTS_FILE, else redirects.txt, which
   * maps old URLs of this repository's content; a build of another CONTENT_DIR has none unless REDIRECTS_FILE names one.
   */
  redirectsFile: env.redirectsFile || (env.contentDirSet ? '' : 'redirects.txt'),
  /** The single docs version label. */
  versions: [{ label: 'Next', route: '/' }],
  /** The single locale. */
  locales: [{ label: 'English', code: 'en', direction: 'ltr' }],
  /** Copyright line in the footer. */
  copyright: 'Copyright © 2025 Kadena LLC.',
  /** Footer links. */
  footerLinks: [
    { label: 'Privacy policy', href: 'https://kadena.io/privacy-policy' },
    { label: 'Glossary', href: '/resources/glossary' },
    { label: 'Contribute', href: '/resources/contribute-doc' },
  ] satisfies NavLink[],
  /** Announcement bar: change the id to show a new announcement to readers who dismissed the old one. */
  announcement: {
    id: 'mainnet-stopped-2025-11',
    text: 'The Kadena mainnet stopped producing blocks on 2025-11-15; chainweb-node 2.32.0 is the final release.',
    href: '/resources/network-status',
    /** Link text: says where it goes, so it reads well out of context (screen readers, SEO audits). */
    linkText: 'Network status and what still works',
  },
  /** Hosted search (Algolia); all three must be set to switch it on. */
  algolia: env.algolia,
  /** Analytics measurement id; analytics is off entirely without it. */
  analyticsId: env.analyticsId,
} as const;

/** True when every Algolia variable is present. */
export const hostedSearchEnabled = (): boolean =>
  Boolean(siteConfig.algolia.appId && siteConfig.algolia.searchKey && siteConfig.algolia.indexName);

/** False for preview builds under a base path: they carry noindex and a robots.txt that disallows all. */
export const indexable = (): boolean => !siteConfig.basePath;

/** Absolute URL of a route where this build is served: site URL, base path, route ("/" alone is the site root). */
export const absoluteUrl = (route: string): string => `${siteConfig.url}${siteConfig.basePath}${route === '/' ? (siteConfig.basePath ? '' : '/') : route}`;

/** Prefixes a site route with the base path (for assets and hard links outside next/link). */
export const withBasePath = (route: string): string => `${siteConfig.basePath}${route}`;
