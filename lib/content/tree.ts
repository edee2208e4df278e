import { labelFromName, normalizeRoute, stripNumberPrefix } from './routes';
import type { CategoryMeta, GeneratedIndex, NavNode, Page } from './types';

interface Folder {
  name: string;
  dir: string;
  pages: Page[];
  folders: Map<string, Folder>;
}

/** The navigation tree and the index pages it had to generate for folders without one. */
export interface NavTree {
  items: NavNode[];
  generated: GeneratedIndex[];
}

const emptyFolder = (name: string, dir: string): Folder => ({ name, dir, pages: [], folders: new Map() });

function groupByFolder(pages: Page[], categories: Map<string, CategoryMeta>): Folder {
  const root = emptyFolder('', '');
  const folderAt = (dir: string): Folder => {
    let folder = root;
    let path = '';
    for (const part of dir.split('/').filter(Boolean)) {
      path = path ? `${path}/${part}` : part;
      if (!folder.folders.has(part)) folder.folders.set(part, emptyFolder(part, path));
      folder = folder.folders.get(part)!;
    }
    return folder;
  };
  for (const dir of categories.keys()) folderAt(dir);
  for (const page of pages) folderAt(page.dir).pages.push(page);
  return root;
}

interface Sortable {
  position?: number;
  name: string;
  node: NavNode;
}

const byPosition = (a: Sortable, b: Sortable) =>
  (a.position ?? Infinity) - (b.position ?? Infinity) || a.name.localeCompare(b.name);

/** Builds the one tree that drives the sidebar, breadcrumbs and previous/next, from folders and front matter. */
export function buildNavTree(pages: Page[], categories: Map<string, CategoryMeta>, takenRoutes: Set<string>): NavTree {
  const generated: GeneratedIndex[] = [];
  const byId = new Map(pages.map((p) => [p.file.split('/').at(-1)!.replace(/\.mdx?$/, ''), p]));
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const docById = (id: string) => byId.get(id) ?? byRoute.get(normalizeRoute(id));
  const rawDir = new Map<string, string>();
  for (const dir of categories.keys()) rawDir.set(dir.split('/').map(stripNumberPrefix).join('/'), dir);

  const visit = (folder: Folder): Sortable[] => {
    const items: Sortable[] = folder.pages
      .filter((p) => !(p.isIndex && p.dir === folder.dir))
      .map((p) => ({ position: p.sidebarPosition, name: p.file, node: { type: 'page', label: p.sidebarLabel, route: p.route } }));
    for (const child of folder.folders.values()) {
      const meta = categories.get(rawDir.get(child.dir) ?? child.dir) ?? {};
      const index = child.pages.find((p) => p.isIndex && p.dir === child.dir);
      const children = visit(child).sort(byPosition).map((s) => s.node);
      const label = meta.label ?? index?.sidebarLabel ?? labelFromName(child.name);
      let route: string | undefined = index?.route;
      if (meta.link?.type === 'doc') route = docById(meta.link.id)?.route ?? route;
      else if (meta.link === null) route = undefined;
      else if (!route || meta.link?.type === 'generated-index') {
        const wanted = normalizeRoute(meta.link?.type === 'generated-index' && meta.link.slug ? meta.link.slug : child.dir);
        if (!takenRoutes.has(wanted) || meta.link?.type === 'generated-index') {
          route = wanted;
          const description = meta.link?.type === 'generated-index' ? meta.link.description : undefined;
          generated.push({ route, dir: child.dir, title: (meta.link?.type === 'generated-index' && meta.link.title) || label, description: description ?? `Pages in ${label}.` });
        }
      }
      if (children.length === 0 && !route) continue;
      items.push({
        position: meta.position ?? index?.sidebarPosition,
        name: child.name,
        node: { type: 'category', label, route, collapsed: meta.collapsed ?? true, children },
      });
    }
    return items;
  };

  const root = groupByFolder(pages, categories);
  const items = visit(root).sort(byPosition).map((s) => s.node);
  return { items, generated };
}
