import type { Heading } from '@/lib/content/types';
import { TocHighlighter } from './toc-highlighter';

/** The page's headings (level 2 unless its front matter sets toc levels); the current section is highlighted while scrolling. */
export function TableOfContents({ headings }: { headings: Heading[] }) {
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <ul>
        {headings.map((h) => (
          <li key={h.id} className={h.depth > 2 ? `toc-depth-${h.depth}` : undefined}>
            <a href={`#${h.id}`} data-toc-id={h.id}>{h.text}</a>
          </li>
        ))}
      </ul>
      <TocHighlighter />
    </nav>
  );
}
