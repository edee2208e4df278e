/** Canonical URL, Open Graph and Twitter card metadata of a route, shared by every route file. */
import type { Metadata } from 'next';
import type { Site } from '../content/site';
import { absoluteUrl, indexable, siteConfig } from '../site-config';
import { cardFor, cardImageRoute } from './page-info';

/** Metadata for one route: absolute canonical URL and its social card (image drawn by the build). */
export function socialMetadata(site: Site, route: string, title: string, description: string): Metadata {
  const card = cardFor(site, route);
  const image = { url: absoluteUrl(cardImageRoute(card)), width: 1200, height: 630, alt: `${card.title} (${card.section})` };
  const url = absoluteUrl(route);
  return {
    alternates: { canonical: url },
    openGraph: { title, description, url, type: route === '/' ? 'website' : 'article', siteName: siteConfig.title, locale: 'en', images: [image] },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
    ...(indexable() ? {} : { robots: { index: false, follow: false } }),
  };
}
