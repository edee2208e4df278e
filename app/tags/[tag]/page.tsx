import type { Metadata } from 'next';
import Link from 'next/link';
import { MobileDrawer } from '@/components/doc/mobile-drawer';
import { notFound } from 'next/navigation';
import { contentSource } from '@/lib/content-source';
import { socialMetadata } from '@/lib/outputs/metadata';

export const dynamicParams = false;
type Props = { params: Promise<{ tag: string }> };

/** One page per tag. */
export function generateStaticParams() {
  return [...contentSource().site().tags.keys()].map((tag) => ({ tag }));
}

/** Title "N docs tagged with x". */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tag } = await params;
  const description = `Pages tagged ${tag}.`;
  return { title: `Docs tagged with "${tag}"`, description, ...socialMetadata(contentSource().site(), `/tags/${tag}`, `Docs tagged with "${tag}"`, description) };
}

/** The pages that carry one tag. */
export default async function TagPage({ params }: Props) {
  const { tag } = await params;
  const { tags, tree } = contentSource().site();
  const pages = tags.get(tag);
  if (!pages) notFound();
  return (
    <>
      <MobileDrawer tree={tree} />
      <main id="main-content" className="plain-page" tabIndex={-1}>
      <h1>
        {pages.length} {pages.length === 1 ? 'doc' : 'docs'} tagged with “{tag}”
      </h1>
      <Link href="/tags" prefetch={false}>View all tags</Link>
      <ul className="tag-pages">
        {pages.map((page) => (
          <li key={page.route}>
            <Link href={page.route} prefetch={false}>{page.title}</Link>
            {page.description && <p>{page.description}</p>}
          </li>
        ))}
      </ul>
    </main>
    </>
  );
}
