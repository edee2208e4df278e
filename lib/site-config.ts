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
  /** Canonical origin used in canonical URLs and Open Graph tags. */
  url: env.siteUrl || 'https://docs.kadena.io',
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

/** Prefixes a site route with the base path (for assets and hard links outside next/link). */
export const withBasePath = (route: string): string => `${siteConfig.basePath}${route}`;
