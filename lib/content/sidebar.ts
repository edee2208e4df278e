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
  /** Categories only: false when the category is always open (no toggle). */
  collapsible?: false;
  /** From the sidebars file or sidebar_class_name. */
  className?: string;
  /** From the sidebars file or sidebar_custom_props, as JSON (rendered as a data attribute for styles and scripts). */
  customProps?: string;
}

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

const extras = (node: NavNode): Pick<SidebarItem, 'className' | 'customProps'> => ({
  ...(node.className && { className: node.className }),
  ...(node.customProps && { customProps: JSON.stringify(node.customProps) }),
});

const toItem = (node: NavNode, keep: (node: NavNode) => boolean): SidebarItem => {
  if (node.type === 'page') return { label: node.label, href: node.route, ...extras(node) };
  if (node.type === 'link') return { label: node.label, href: node.href, ...(EXTERNAL.test(node.href) && { external: true }), ...extras(node) };
  const open = keep(node) || node.collapsible === false;
  return {
    label: node.label, href: node.route, collapsed: node.collapsed, items: open ? node.children.map((c) => toItem(c, keep)) : null,
    ...(node.collapsible === false && { collapsible: false as const }), ...extras(node),
  };
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
