import type { Heading } from '@/lib/content/types';
import { TocHighlighter } from './toc-highlighter';

/** Level-2 headings of the page; the current section is highlighted while scrolling. */
export function TableOfContents({ headings }: { headings: Heading[] }) {
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <ul>
        {headings.map((h) => (
          <li key={h.id}>
            <a href={`#${h.id}`} data-toc-id={h.id}>{h.text}</a>
          </li>
        ))}
      </ul>
      <TocHighlighter />
    </nav>
  );
}
