import type { Metadata } from 'next';
import { socialMetadata } from '@/lib/outputs/metadata';
import { MobileDrawer } from '@/components/doc/mobile-drawer';
import { contentSource } from '@/lib/content-source';
import { SiteLink } from '@/components/site-link';

/** Title, description and social card. */
export function generateMetadata(): Metadata {
  return { title: 'Tags', description: 'Every tag used on the documentation pages.', ...socialMetadata(contentSource().site(), '/tags', 'Tags', 'Every tag used on the documentation pages.') };
}

/** Index of every listed tag with its page count. */
export default function TagsPage() {
  const { tags, tree } = contentSource().site();
  return (
    <>
      <MobileDrawer tree={tree} />
      <main id="main-content" className="plain-page" tabIndex={-1}>
      <h1>Tags</h1>
      <ul className="tag-index">
        {[...tags].filter(([, group]) => !group.unlisted).map(([slug, { tag, pages }]) => (
          <li key={slug}>
            <SiteLink className="tag" href={`/tags/${slug}`}>
              {tag.label} <span className="tag-count">{pages.length}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </main>
    </>
  );
}
