'use client';

import { useCallback, useState } from 'react';
import { usePathname } from 'next/navigation';
import type { SidebarItem } from '@/lib/content/sidebar';
import type { NavLink } from '@/lib/site-config';
import { SidebarList } from './sidebar-list';
import { openCategoryPaths, setOpenAt } from './sidebar-state';

/** One request per tree file for the life of the page; a failed request may be tried again. */
const fullTrees = new Map<string, Promise<SidebarItem[]>>();
const loadFullTree = (url: string): Promise<SidebarItem[]> => {
  let tree = fullTrees.get(url);
  if (!tree) {
    tree = fetch(url).then((r) => (r.ok ? (r.json() as Promise<SidebarItem[]>) : Promise.reject(new Error(`sidebar ${r.status}`))));
    tree.catch(() => fullTrees.delete(url));
    fullTrees.set(url, tree);
  }
  return tree;
};

/** The docs sidebar: the current page's branch is open; other categories load their children on first open. */
export function Sidebar({ items: initial, fullTreeUrl, links, drawerOnly = false }: { items: SidebarItem[]; fullTreeUrl: string; links: readonly NavLink[]; drawerOnly?: boolean }) {
  const pathname = usePathname();
  const [items, setItems] = useState(initial);
  const [open, setOpen] = useState(() => openCategoryPaths(initial, pathname));

  const toggle = useCallback(
    async (path: number[]) => {
      const key = path.join('.');
      const opening = !open.has(key);
      setOpen((current) => setOpenAt(current, path, opening));
      if (opening && !childrenAt(items, path)) {
        try {
          setItems(await loadFullTree(fullTreeUrl));
        } catch {
          setOpen((current) => setOpenAt(current, path, false));
        }
      }
    },
    [open, items, fullTreeUrl],
  );

  return (
    <aside id="sidebar" className={drawerOnly ? 'sidebar drawer-only' : 'sidebar'} aria-label="Docs">
      <div className="drawer-links">
        {links.map((link) => (
          <a key={link.href} href={link.href} rel="noopener noreferrer" target="_blank">{link.label}</a>
        ))}
      </div>
      <nav aria-label="Docs sidebar">
        <SidebarList items={items} path={[]} open={open} pathname={pathname} onToggle={toggle} />
      </nav>
      <button type="button" className="sidebar-hide" aria-label="Collapse sidebar" title="Collapse sidebar" onClick={() => document.documentElement.setAttribute('data-sidebar-hidden', '')}>
        «
      </button>
      <button type="button" className="sidebar-show" aria-label="Expand sidebar" title="Expand sidebar" onClick={() => document.documentElement.removeAttribute('data-sidebar-hidden')}>
        »
      </button>
    </aside>
  );
}

function childrenAt(items: SidebarItem[], path: number[]): SidebarItem[] | null | undefined {
  let level: SidebarItem[] | null | undefined = items;
  for (const index of path) level = level?.[index]?.items;
  return level;
}
