import type { Tag } from '@/lib/content/types';
import { SiteLink } from '@/components/site-link';

/** The tags of a page by label, each linking to its tag page. */
export function TagList({ tags }: { tags: Tag[] }) {
  if (tags.length === 0) return null;
  return (
    <div className="tag-list">
      <span className="tag-list-label">Tags:</span>
      <ul>
        {tags.map((tag) => (
          <li key={tag.slug}>
            <SiteLink className="tag" href={`/tags/${tag.slug}`}>{tag.label}</SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
