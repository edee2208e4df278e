import type { NavEntry } from '@/lib/content/navigation';
import { SiteLink } from '@/components/site-link';

/** Home, then each category down to the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: NavEntry[] }) {
  if (crumbs.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <SiteLink href="/" aria-label="Home">Home</SiteLink>
        </li>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.label}-${index}`}>
              {last || !crumb.route ? (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                <SiteLink href={crumb.route}>{crumb.label}</SiteLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
