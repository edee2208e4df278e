import { breadcrumbsFor, pagerFor } from '@/lib/content/navigation';
import type { Site } from '@/lib/content/site';
import type { GeneratedIndex } from '@/lib/content/types';
import { Breadcrumbs } from './breadcrumbs';
import { CategoryCards } from './category-cards';
import { DocLayout } from './doc-layout';
import { Pager } from './pager';

/** The page a folder gets when it has no index file: its children as cards. */
export function GeneratedIndexPage({ site, index }: { site: Site; index: GeneratedIndex }) {
  const { tree } = site;
  return (
    <DocLayout tree={tree} route={index.route}>
      <Breadcrumbs crumbs={breadcrumbsFor(tree, index.route)} />
      <article className="markdown">
        <h1>{index.title}</h1>
        <p>{index.description}</p>
        <CategoryCards site={site} route={index.route} />
      </article>
      <Pager {...pagerFor(tree, index.route)} />
    </DocLayout>
  );
}
