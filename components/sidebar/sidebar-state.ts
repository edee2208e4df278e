import type { SidebarItem } from '@/lib/content/sidebar';

/** Paths ("0.3.1") of the categories that start open: the current page's branch and those set to stay open. */
export function openCategoryPaths(items: SidebarItem[], pathname: string): Set<string> {
  const open = new Set<string>();
  const walk = (list: SidebarItem[], prefix: number[]): boolean => {
    let containsCurrent = false;
    list.forEach((item, index) => {
      const path = [...prefix, index];
      const here = item.href === pathname;
      const below = item.items ? walk(item.items, path) : false;
      if (item.items !== undefined && (below || here || item.collapsed === false) && item.items !== null) open.add(path.join('.'));
      containsCurrent ||= here || below;
    });
    return containsCurrent;
  };
  walk(items, []);
  return open;
}

/** Opens or closes a category; opening one closes its open siblings (auto-collapse). */
export function setOpenAt(open: Set<string>, path: number[], value: boolean): Set<string> {
  const key = path.join('.');
  const parent = path.slice(0, -1).join('.');
  const next = new Set(open);
  if (value) {
    for (const other of open) {
      const otherParent = other.split('.').slice(0, -1).join('.');
      if (otherParent === parent && other !== key) {
        for (const nested of open) if (nested === other || nested.startsWith(`${other}.`)) next.delete(nested);
      }
    }
    next.add(key);
  } else {
    for (const nested of open) if (nested === key || nested.startsWith(`${key}.`)) next.delete(nested);
  }
  return next;
}
