import { ancestorLabels } from '@/lib/content/navigation';
import type { Site } from '@/lib/content/site';
import type { NavNode } from '@/lib/content/types';
import { Card, CardGrid } from '@/components/mdx/cards';

/** Cards for the children of the category whose page this is (Docusaurus <DocCardList />). */
export function CategoryCards({ site, route }: { site: Pick<Site, 'tree' | 'byRoute'>; route: string }) {
  const category = ancestorLabels(site.tree, route).at(-1);
  const children: NavNode[] = category?.type === 'category' && category.route === route ? category.children : [];
  const describe = (node: NavNode) => {
    const target = node.type === 'link' ? undefined : node.route;
    const page = target ? site.byRoute.get(target) : undefined;
    if (page?.description) return page.description;
    return node.type === 'category' ? `${node.children.length} pages` : undefined;
  };
  return (
    <CardGrid>
      {children.map((node) => (
        <Card key={node.label} title={node.label} href={node.type === 'link' ? node.href : node.route} description={describe(node)} />
      ))}
    </CardGrid>
  );
}
