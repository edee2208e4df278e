import { memoBySite } from './memo';
import type { NavNode } from './types';

/** A crumb or pager entry: a label and, when it has a page, a route. */
export interface NavEntry {
  label: string;
  route?: string;
}

/** The categories from the root down to the page, ending with the page itself. */
export function breadcrumbsFor(items: NavNode[], route: string): NavEntry[] {
  return [...(trailsOf(items).get(route) ?? [])];
}

/**
 * The breadcrumb trail of every route in a tree, in one walk per tree (a walk per route cost a build O(pages²): 20
 * seconds and more at 20,000 pages). The first place a route appears in reading order wins.
 */
const trailsOf = memoBySite((items: NavNode[]): Map<string, NavEntry[]> => {
  const trails = new Map<string, NavEntry[]>();
  const walk = (nodes: NavNode[], trail: NavEntry[]) => {
    for (const node of nodes) {
      if (node.type === 'page' && !trails.has(node.route)) trails.set(node.route, [...trail, { label: node.label, route: node.route }]);
      if (node.type === 'category') {
        const here = [...trail, { label: node.label, route: node.route }];
        if (node.route !== undefined && !trails.has(node.route)) trails.set(node.route, here);
        walk(node.children, here);
      }
    }
  };
  walk(items, []);
  return trails;
});

/** Every page in reading order (categories with their own page count as pages). */
export const flattenRoutes = memoBySite(flattenTree);

function flattenTree(items: NavNode[]): NavEntry[] {
  const out: NavEntry[] = [];
  const walk = (nodes: NavNode[]) => {
    for (const node of nodes) {
      if (node.type === 'page') out.push({ label: node.label, route: node.route });
      else if (node.type === 'category') {
        if (node.route) out.push({ label: node.label, route: node.route });
        walk(node.children);
      }
    }
  };
  walk(items);
  return out;
}

/** Where each route first comes in reading order (every page of a build asks for its neighbours). */
const readingPositions = memoBySite((items: NavNode[]): Map<string | undefined, number> => {
  const positions = new Map<string | undefined, number>();
  flattenRoutes(items).forEach((entry, index) => {
    if (!positions.has(entry.route)) positions.set(entry.route, index);
  });
  return positions;
});

/** The pages before and after a route in reading order. */
export function pagerFor(items: NavNode[], route: string): { previous?: NavEntry; next?: NavEntry } {
  const flat = flattenRoutes(items);
  const index = readingPositions(items).get(route);
  if (index === undefined) return {};
  return { previous: flat[index - 1], next: flat[index + 1] };
}

/** The routes of the categories that contain a route (to open them in the sidebar). */
export function ancestorLabels(items: NavNode[], route: string): NavNode[] {
  const walk = (nodes: NavNode[], trail: NavNode[]): NavNode[] | null => {
    for (const node of nodes) {
      if (node.type === 'page' && node.route === route) return trail;
      if (node.type === 'category') {
        if (node.route === route) return [...trail, node];
        const found = walk(node.children, [...trail, node]);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(items, []) ?? [];
}
