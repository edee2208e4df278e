import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { routesToRender } from '@/lib/next-contract/render-only';
import { contentSource } from '@/lib/content-source';
import { socialMetadata } from '@/lib/outputs/metadata';
import { MobileDrawer } from '@/components/doc/mobile-drawer';
import { SiteLink } from '@/components/site-link';

export const dynamicParams = false;
type Props = { params: Promise<{ tag: string }> };

/** One page per tag, at its slug (the permalink Docusaurus gives it). */
export function generateStaticParams() {
  return routesToRender([...contentSource().site().tags.keys()].map((tag) => `/tags/${tag}`)).map((route) => ({ tag: route.slice('/tags/'.length) }));
}

/** Title 'Docs tagged with "label"'; a tag only unlisted pages carry is noindex. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = decodeURIComponent((await params).tag);
  const site = contentSource().site();
  const group = site.tags.get(slug);
  const label = group?.tag.label ?? slug;
  const title = `Docs tagged with "${label}"`;
  const description = group?.tag.description ?? `Pages tagged ${label}.`;
  const social = socialMetadata(site, `/tags/${slug}`, title, description);
  return { title, description, ...social, ...(group?.unlisted && { robots: { index: false, follow: social.robots ? false : true } }) };
}

/** The pages that carry one tag. */
export default async function TagPage({ params }: Props) {
  const slug = decodeURIComponent((await params).tag);
  const { tags, tree } = contentSource().site();
  const group = tags.get(slug);
  if (!group) notFound();
  const { tag, pages } = group;
  return (
    <>
      <MobileDrawer tree={tree} />
      <main id="main-content" className="plain-page" tabIndex={-1}>
      <h1>
        {pages.length} {pages.length === 1 ? 'doc' : 'docs'} tagged with “{tag.label}”
      </h1>
      {tag.description && <p>{tag.description}</p>}
      <SiteLink href="/tags">View all tags</SiteLink>
      <ul className="tag-pages">
        {pages.map((page) => (
          <li key={page.route}>
            <SiteLink href={page.route}>{page.title}</SiteLink>
            {page.description && <p>{page.description}</p>}
          </li>
        ))}
      </ul>
    </main>
    </>
  );
}
