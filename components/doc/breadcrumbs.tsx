import Link from 'next/link';
import type { NavEntry } from '@/lib/content/navigation';

/** Home, then each category down to the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: NavEntry[] }) {
  if (crumbs.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs">
      <ol>
        <li>
          <Link href="/" prefetch={false} aria-label="Home">Home</Link>
        </li>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.label}-${index}`}>
              {last || !crumb.route ? (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                <Link href={crumb.route} prefetch={false}>{crumb.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
