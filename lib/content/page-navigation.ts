import { memoBySite } from './memo';
import { breadcrumbsFor, pagerFor, type NavEntry } from './navigation';
import { treeFor, type Site } from './site';
import type { NavNode, Page } from './types';

/** What a page shows around its content: its sidebar, breadcrumbs and previous/next links. */
export interface PageNavigation {
  tree: NavNode[];
  crumbs: NavEntry[];
  previous?: NavEntry;
  next?: NavEntry;
}

type NavPage = Pick<Page, 'route' | 'displayedSidebar' | 'paginationPrev' | 'paginationNext'>;

/** Pages by doc id and by route, once per page list (every page of a build asks). */
const pageMaps = memoBySite((pages: Page[]) => ({ byId: new Map(pages.map((p) => [p.docId, p])), byRoute: new Map(pages.map((p) => [p.route, p])) }));

/**
 * The page's sidebar (displayed_sidebar, else the one listing it), breadcrumbs in it, and previous/next in its
 * reading order, overridden by pagination_prev/pagination_next (a doc id, or null for none); a linked page's
 * pagination_label replaces its sidebar label in the pager.
 */
export function pageNavigation(site: Pick<Site, 'sidebars' | 'sidebarOf' | 'pages'>, page: NavPage): PageNavigation {
  const tree = treeFor(site, page.route, page.displayedSidebar);
  const { byId, byRoute } = pageMaps(site.pages);
  const pager = pagerFor(tree, page.route);
  const pick = (override: string | null | undefined, fallback: NavEntry | undefined): NavEntry | undefined => {
    if (override === null) return undefined;
    const target = override !== undefined ? byId.get(override) : undefined;
    const entry = target ? { label: target.sidebarLabel, route: target.route } : fallback;
    const label = entry?.route ? byRoute.get(entry.route)?.paginationLabel : undefined;
    return entry && label ? { ...entry, label } : entry;
  };
  return { tree, crumbs: breadcrumbsFor(tree, page.route), previous: pick(page.paginationPrev, pager.previous), next: pick(page.paginationNext, pager.next) };
}
