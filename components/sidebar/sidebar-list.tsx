'use client';

import type { SidebarItem } from '@/lib/content/sidebar';
import { SiteLink } from '@/components/site-link';

interface Props {
  items: SidebarItem[];
  path: number[];
  open: Set<string>;
  pathname: string;
  onToggle: (path: number[]) => void;
}

/** One level of the sidebar tree. */
export function SidebarList({ items, path, open, pathname, onToggle }: Props) {
  return (
    <ul className="sidebar-list">
      {items.map((item, index) => {
        const itemPath = [...path, index];
        const key = itemPath.join('.');
        const active = item.href === pathname;
        if (item.items === undefined) {
          return (
            <li key={key} className={item.className ? `sidebar-item ${item.className}` : 'sidebar-item'} data-custom-props={item.customProps}>
              {item.external ? (
                <a className="sidebar-link" href={item.href} rel="noopener noreferrer" target="_blank">{item.label}</a>
              ) : (
                <SiteLink className="sidebar-link" href={item.href ?? '#'} aria-current={active ? 'page' : undefined}>{item.label}</SiteLink>
              )}
            </li>
          );
        }
        const isOpen = open.has(key) || item.collapsible === false;
        const listId = `sidebar-${key}`;
        return (
          <li key={key} className={`sidebar-item sidebar-category${item.className ? ` ${item.className}` : ''}`} data-open={isOpen || undefined} data-custom-props={item.customProps}>
            <div className="sidebar-category-row">
              {item.href ? (
                <SiteLink className="sidebar-link" href={item.href} aria-current={active ? 'page' : undefined}>{item.label}</SiteLink>
              ) : (
                <span className="sidebar-link">{item.label}</span>
              )}
              {item.collapsible !== false && <button type="button" className="sidebar-toggle" aria-expanded={isOpen} aria-controls={listId} aria-label={`${isOpen ? 'Collapse' : 'Expand'} ${item.label}`} onClick={() => onToggle(itemPath)}>
                <span aria-hidden="true">▸</span>
              </button>}
            </div>
            {isOpen && item.items && (
              <div id={listId}>
                <SidebarList items={item.items} path={itemPath} open={open} pathname={pathname} onToggle={onToggle} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
