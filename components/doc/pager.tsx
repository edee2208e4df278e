import type { NavEntry } from '@/lib/content/navigation';
import { SiteLink } from '@/components/site-link';

/** Previous and next pages in reading order. */
export function Pager({ previous, next }: { previous?: NavEntry; next?: NavEntry }) {
  if (!previous?.route && !next?.route) return null;
  return (
    <nav className="pager" aria-label="Docs pages">
      {previous?.route ? (
        <SiteLink className="pager-link pager-previous" href={previous.route}>
          <span className="pager-label">Previous</span>
          <span className="pager-title">{previous.label}</span>
        </SiteLink>
      ) : <span />}
      {next?.route && (
        <SiteLink className="pager-link pager-next" href={next.route}>
          <span className="pager-label">Next</span>
          <span className="pager-title">{next.label}</span>
        </SiteLink>
      )}
    </nav>
  );
}
