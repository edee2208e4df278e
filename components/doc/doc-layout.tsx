import type { ReactNode } from 'react';
import { sidebarFileName, sidebarForRoute } from '@/lib/content/sidebar';
import type { NavNode } from '@/lib/content/types';
import { siteConfig, withBasePath } from '@/lib/site-config';
import { Sidebar } from '@/components/sidebar/sidebar';

/** Three columns: sidebar (a drawer on small screens), main content and an optional table of contents. */
export function DocLayout({ tree, route, toc, children }: { tree: NavNode[]; route: string; toc?: ReactNode; children: ReactNode }) {
  return (
    <div className="doc-layout">
      <Sidebar items={sidebarForRoute(tree, route)} fullTreeUrl={withBasePath(`/nav/${sidebarFileName(tree)}`)} links={siteConfig.navbarLinks} />
      <main id="main-content" className="doc-main" tabIndex={-1}>
        {children}
      </main>
      {toc}
    </div>
  );
}
