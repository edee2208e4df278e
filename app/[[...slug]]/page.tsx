import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getSite } from '@/lib/content/site';
import { socialMetadata } from '@/lib/outputs/metadata';
import { siteConfig } from '@/lib/site-config';
import { DocPage } from '@/components/doc/doc-page';
import { GeneratedIndexPage } from '@/components/doc/generated-index-page';
import { HomePage } from '@/components/home/home-page';

export const dynamicParams = false;

type Props = { params: Promise<{ slug?: string[] }> };

const routeOf = (slug: string[] | undefined) => `/${(slug ?? []).map(decodeURIComponent).join('/')}`;

/** Every content page, every generated folder index and the home page. */
export function generateStaticParams() {
  const site = getSite();
  const routes = new Set(['/', ...site.pages.map((p) => p.route), ...site.generated.map((g) => g.route)]);
  return [...routes].map((route) => ({ slug: route === '/' ? [] : route.slice(1).split('/') }));
}

/** Tab title "Page | Site", description, canonical URL and Open Graph. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = routeOf((await params).slug);
  const site = getSite();
  const page = site.byRoute.get(route) ?? site.generated.find((g) => g.route === route);
  if (!page) return { ...socialMetadata(route, siteConfig.title, siteConfig.tagline), title: { absolute: siteConfig.title } };
  const description = page.description || siteConfig.tagline;
  return {
    title: route === '/' ? { absolute: siteConfig.title } : page.title,
    description,
    ...socialMetadata(route, page.title, description),
  };
}

/** One catch-all route renders every docs page. */
export default async function Page({ params }: Props) {
  const route = routeOf((await params).slug);
  const site = getSite();
  const page = site.byRoute.get(route);
  if (page) return <DocPage page={page} />;
  const generated = site.generated.find((g) => g.route === route);
  if (generated) return <GeneratedIndexPage index={generated} />;
  if (route === '/') return <HomePage />;
  notFound();
}
