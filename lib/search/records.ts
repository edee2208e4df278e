import { breadcrumbsFor } from '../content/navigation';
import type { Site } from '../content/site';
import type { Hierarchy, RecordType, SearchRecord } from './types';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;
const LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** The top-level category of a route (lvl0), falling back to the page title for root pages. */
function sectionOf(site: Pick<Site, 'tree'>, route: string, title: string): string {
  const crumbs = breadcrumbsFor(site.tree, route);
  return crumbs.length > 1 ? crumbs[0]!.label : title;
}

/** Search records from the loaded pages: one per page and one per heading section (no HTML scraping). */
export function buildRecords(site: Pick<Site, 'pages' | 'tree'>): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const page of site.pages) {
    if (page.draft || page.unlisted) continue;
    const base: Hierarchy = { lvl0: sectionOf(site, page.route, page.title), lvl1: page.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null };
    const trail: Hierarchy = { ...base };
    const intro = page.sections.find((s) => s.heading === null)?.text ?? '';
    const pageRank = page.route.split('/').length <= 2 ? 1 : 0;
    const push = (type: RecordType, hierarchy: Hierarchy, anchor: string | null, content: string, position: number) => {
      const url = anchor ? `${page.route}#${anchor}` : page.route;
      records.push({
        objectID: `${page.route}${anchor ? `#${anchor}` : ''}`,
        url,
        url_without_anchor: page.route,
        anchor,
        type,
        hierarchy,
        content: content || null,
        language: 'en',
        docusaurus_tag: 'docs-default-current',
        weight: { level: type === 'content' ? 0 : 100 - Number(type.slice(3)) * 10, position, pageRank },
      });
    };
    push('lvl1', base, null, [page.description, intro].filter(Boolean).join(' '), 0);
    if (page.keywords.length) records.at(-1)!.keywords = page.keywords;
    if (page.description) records.at(-1)!.description = page.description;
    page.sections.forEach((section, position) => {
      const heading = section.heading;
      if (!heading || heading.depth < 2) return;
      const depth = Math.min(heading.depth, 6) as HeadingLevel;
      trail[LEVELS[depth - 2]!] = heading.text;
      for (let deeper = depth + 1; deeper <= 6; deeper++) trail[LEVELS[deeper - 2]!] = null;
      push(`lvl${depth}`, { ...trail }, heading.id, section.text, position + 1);
    });
  }
  return records;
}
