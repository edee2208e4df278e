import { resolveLink, sourceRouteMap } from '@/lib/content/links';
import type { LoadedPage } from '@/lib/content/load-pages';
import { breadcrumbsFor, pagerFor } from '@/lib/content/navigation';
import { getSite } from '@/lib/content/site';
import { compilePage } from '@/lib/markdown/compile';
import { editUrlOf, lastUpdatedOf } from '@/lib/outputs/page-info';
import { getMdxComponents } from '@/components/mdx/mdx-components';
import { Breadcrumbs } from './breadcrumbs';
import { CategoryCards } from './category-cards';
import { DocLayout } from './doc-layout';
import { PageActions } from './page-actions';
import { PageMeta } from './page-meta';
import { Pager } from './pager';
import { TagList } from './tag-list';
import { TableOfContents } from './table-of-contents';

/** A content page: breadcrumbs, title, compiled body, tags, previous/next and the table of contents. */
export async function DocPage({ page }: { page: LoadedPage }) {
  const site = getSite();
  const sources = sourceRouteMap(site);
  const rewriteLink = (url: string) => {
    const resolved = /\.mdx?(#|$)/i.test(url) ? resolveLink(page, url, sources) : null;
    return resolved ? `${resolved.route}${resolved.anchor ? `#${resolved.anchor}` : ''}` : url;
  };
  const content = await compilePage({
    file: page.file,
    body: page.body,
    bodyLineOffset: page.bodyLineOffset,
    rewriteLink,
    components: getMdxComponents({ DocCardList: () => <CategoryCards route={page.route} /> }),
    usesMdx: page.usesMdx,
    treeFile: page.treeFile,
  });
  const toc = page.hideToc ? [] : page.headings.filter((h) => h.depth === 2);
  return (
    <DocLayout route={page.route} toc={toc.length ? <TableOfContents headings={toc} /> : null}>
      <Breadcrumbs crumbs={breadcrumbsFor(site.tree, page.route)} />
      <PageActions route={page.route} />
      <article className="markdown">
        {!page.hasH1 && <h1>{page.title}</h1>}
        {content}
      </article>
      <TagList tags={page.tags} />
      <PageMeta editUrl={editUrlOf(page)} lastUpdated={lastUpdatedOf(page).date} />
      <Pager {...pagerFor(site.tree, page.route)} />
    </DocLayout>
  );
}
