import { createHash } from 'node:crypto';
import { memoBySite } from './memo';
import type { NavNode } from './types';

/** The sidebar's wire shape: children are null until loaded, so each page carries only its own branch. */
export interface SidebarItem {
  label: string;
  href?: string;
  external?: boolean;
  /** Categories only: children, or null when the page did not include them. */
  items?: SidebarItem[] | null;
  collapsed?: boolean;
}

const toItem = (node: NavNode, keep: (node: NavNode) => boolean): SidebarItem => {
  if (node.type === 'page') return { label: node.label, href: node.route };
  if (node.type === 'link') return { label: node.label, href: node.href, external: true };
  const open = keep(node);
  return { label: node.label, href: node.route, collapsed: node.collapsed, items: open ? node.children.map((c) => toItem(c, keep)) : null };
};

const contains = (node: NavNode, route: string): boolean =>
  node.type === 'page' ? node.route === route : node.type === 'category' && (node.route === route || node.children.some((c) => contains(c, route)));

/** The whole tree, served once as a cached JSON file. */
export const fullSidebar = (tree: NavNode[]): SidebarItem[] => tree.map((n) => toItem(n, () => true));

/** The tree a page renders: top level, the branch holding the page, and categories set to stay open. */
export const sidebarForRoute = (tree: NavNode[], route: string): SidebarItem[] =>
  tree.map((n) => toItem(n, (c) => (c.type === 'category' && (!c.collapsed || contains(c, route)))));

/** File name of the full-tree JSON, hashed so browsers may cache it forever. */
export const sidebarFileName = memoBySite((tree: NavNode[]): string => {
  const hash = createHash('sha256').update(JSON.stringify(fullSidebar(tree))).digest('hex').slice(0, 10);
  return `sidebar.${hash}.json`;
});
