import Link from 'next/link';

/** The tags of a page, each linking to its tag page. */
export function TagList({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <div className="tag-list">
      <span className="tag-list-label">Tags:</span>
      <ul>
        {tags.map((tag) => (
          <li key={tag}>
            <Link className="tag" href={`/tags/${tag}`} prefetch={false}>{tag}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
