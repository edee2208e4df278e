import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageProblems } from '@/lib/content/page-problems';
import { formatIssue } from '@/lib/content/report';
import { siteRoutes } from '@/lib/content/site';
import { contentSource, extraComponents } from '@/lib/content-source';
import { routesToRender } from '@/lib/next-contract/render-only';
import { isDev } from '@/lib/env';
import { socialMetadata } from '@/lib/outputs/metadata';
import { absoluteUrl, siteConfig } from '@/lib/site-config';
import { DocPage } from '@/components/doc/doc-page';
import { GeneratedIndexPage } from '@/components/doc/generated-index-page';
import { HomePage } from '@/components/home/home-page';

export const dynamicParams = false;

type Props = { params: Promise<{ slug?: string[] }> };

const routeOf = (slug: string[] | undefined) => `/${(slug ?? []).map(decodeURIComponent).join('/')}`;

/** Every content page, every generated folder index and the home page (from paths and front matter only); an incremental build names fewer. */
export function generateStaticParams() {
  return routesToRender(siteRoutes(contentSource().site())).map((route) => ({ slug: route === '/' ? [] : route.slice(1).split('/') }));
}

/** Tab title "Page | Site", description, canonical URL and Open Graph. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = routeOf((await params).slug);
  const site = contentSource().site();
  const doc = site.byRoute.get(route);
  const page = doc ?? site.generated.find((g) => g.route === route);
  if (!page) return { ...socialMetadata(site, route, siteConfig.title, siteConfig.tagline), title: { absolute: siteConfig.title } };
  const description = page.description || siteConfig.tagline;
  const social = socialMetadata(site, route, page.title, description);
  // Front-matter image replaces the drawn card: a site path (Docusaurus "img/x.png" or "/img/x.png") made absolute, or a URL.
  const image = doc?.image && { url: /^https?:\/\//.test(doc.image) ? doc.image : absoluteUrl(`/${doc.image.replace(/^\/+/, '')}`) };
  return {
    title: route === '/' ? { absolute: siteConfig.title } : page.title,
    description,
    ...social,
    ...(image && { openGraph: { ...social.openGraph, images: [image] }, twitter: { ...social.twitter, images: [image] } }),
    ...(doc?.keywords.length && { keywords: doc.keywords }),
    ...(doc?.unlisted && { robots: { index: false, follow: !social.robots } }),
  };
}

/** One catch-all route renders every docs page. */
export default async function Page({ params }: Props) {
  const route = routeOf((await params).slug);
  const site = contentSource().site();
  const page = site.byRoute.get(route);
  if (page) {
    // In dev a page shows its own content errors (and the terminal prints them); a build has none left by then.
    const problems = isDev ? pageProblems(site, page) : undefined;
    for (const issue of problems ?? []) console.error(`${issue.severity}: ${formatIssue(issue)}`);
    return <DocPage site={site} page={page} problems={problems} extraComponents={extraComponents} />;
  }
  const generated = site.generated.find((g) => g.route === route);
  if (generated) return <GeneratedIndexPage site={site} index={generated} />;
  if (route === '/') return <HomePage site={site} />;
  notFound();
}
