import Link from 'next/link';
import type { NavEntry } from '@/lib/content/navigation';

/** Previous and next pages in reading order. */
export function Pager({ previous, next }: { previous?: NavEntry; next?: NavEntry }) {
  if (!previous?.route && !next?.route) return null;
  return (
    <nav className="pager" aria-label="Docs pages">
      {previous?.route ? (
        <Link className="pager-link pager-previous" href={previous.route} prefetch={false}>
          <span className="pager-label">Previous</span>
          <span className="pager-title">{previous.label}</span>
        </Link>
      ) : <span />}
      {next?.route && (
        <Link className="pager-link pager-next" href={next.route} prefetch={false}>
          <span className="pager-label">Next</span>
          <span className="pager-title">{next.label}</span>
        </Link>
      )}
    </nav>
  );
}
