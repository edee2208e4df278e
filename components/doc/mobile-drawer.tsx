import { sidebarFileName, sidebarForRoute } from '@/lib/content/sidebar';
import type { NavNode } from '@/lib/content/types';
import { siteConfig, withBasePath } from '@/lib/site-config';
import { Sidebar } from '@/components/sidebar/sidebar';

/** The drawer for pages without a docs sidebar (home, tags, search, not found): shown only at 996 px and below. */
export function MobileDrawer({ tree }: { tree: NavNode[] }) {
  return <Sidebar items={sidebarForRoute(tree, '/')} fullTreeUrl={withBasePath(`/nav/${sidebarFileName(tree)}`)} links={siteConfig.navbarLinks} drawerOnly />;
}
