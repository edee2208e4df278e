import { resolveLink, sourceRouteMap } from '@/lib/content/links';
import type { LoadedPage } from '@/lib/content/load-pages';
import type { SiteDataComponent } from '@/lib/markdown/site-data-components';
import { pageNavigation } from '@/lib/content/page-navigation';
import type { Site } from '@/lib/content/site';
import type { ContentIssue } from '@/lib/content/types';
import { compilePage, PageCompileError } from '@/lib/markdown/compile';
import { editUrlOf, lastUpdatedOf } from '@/lib/outputs/page-info';
import { getMdxComponents } from '@/components/mdx/mdx-components';
import { PactFunctionTable, PactQuickReference } from '@/components/mdx/pact-tables';
import { Breadcrumbs } from './breadcrumbs';
import { CategoryCards } from './category-cards';
import { ContentErrors } from './content-errors';
import { DocLayout } from './doc-layout';
import { PageActions } from './page-actions';
import { PageMeta } from './page-meta';
import { Pager } from './pager';
import { TagList } from './tag-list';
import { TableOfContents } from './table-of-contents';

interface Props {
  site: Site;
  page: LoadedPage;
  /** In dev: the page's content problems, shown on it (a page that cannot render shows only them). */
  problems?: ContentIssue[];
  /** Components allowed besides the standard ones (the browser-test fixture site's probe). */
  extraComponents?: readonly string[];
}

/** The page body as React elements: the cached tree of a plain page, or the MDX compiler for a page that uses MDX. */
function renderBody({ site, page, extraComponents }: Props) {
  const sources = sourceRouteMap(site);
  const rewriteLink = (url: string) => {
    const resolved = /\.mdx?(#|$)/i.test(url) ? resolveLink(page, url, sources, site.root) : null;
    return resolved ? `${resolved.route}${resolved.anchor ? `#${resolved.anchor}` : ''}` : url;
  };
  // One renderer for each registered site-data component (lib/markdown/site-data-components.ts), no more, no fewer.
  const siteData: Record<SiteDataComponent, (props: Record<string, string>) => React.ReactNode> = {
    DocCardList: () => <CategoryCards site={site} route={page.route} />,
    PactFunctionTable: ({ group }) => <PactFunctionTable pages={site.pages} group={group ?? ''} />,
    PactQuickReference: () => <PactQuickReference pages={site.pages} />,
  };
  const components = getMdxComponents(siteData);
  const usesMdx = page.usesMdx;
  return compilePage({ file: page.file, body: page.body, bodyLineOffset: page.bodyLineOffset, rewriteLink, components, usesMdx, tree: usesMdx ? undefined : page.tree, headingIds: page.headings.map((h) => h.id), extraComponents });
}

/** A content page: breadcrumbs, title, compiled body, tags, previous/next and the table of contents. */
export async function DocPage(props: Props) {
  const { site, page, problems = [] } = props;
  const errors = problems.filter((issue) => issue.severity === 'error');
  const { tree, crumbs, previous, next } = pageNavigation(site, page);
  const layout = (content: React.ReactNode, toc?: React.ReactNode) => (
    <DocLayout tree={tree} route={page.route} toc={toc}>
      <Breadcrumbs crumbs={crumbs} />
      {content}
      <TagList tags={page.tags} />
      <PageMeta editUrl={editUrlOf(page, site.root)} lastUpdated={lastUpdatedOf(page, site.root).date} />
      <Pager previous={previous} next={next} />
    </DocLayout>
  );
  const fatal = errors.filter((issue) => issue.code !== 'broken-link');
  if (fatal.length) return layout(<ContentErrors title="This page cannot be shown: fix its content" issues={problems} />);
  // Read before the body renders: a build worker keeps a page's parse only while it is held (lib/content/load-pages.ts).
  const { min, max } = page.tocLevels;
  const toc = page.hideToc ? [] : page.headings.filter((h) => h.depth >= min && h.depth <= max);
  const showTitle = !page.hasH1 && !page.hideTitle;
  let content;
  try {
    content = await renderBody(props);
  } catch (error) {
    if (!props.problems || !(error instanceof PageCompileError)) throw error;
    const [where, ...rest] = error.message.split('  ');
    const [file, line] = where!.split(':');
    return layout(<ContentErrors title="This page cannot be shown: fix its content" issues={[{ severity: 'error', file: file!, line: Number(line) || undefined, message: rest.join('  ') }]} />);
  }
  return layout(
    <>
      {problems.length > 0 && <ContentErrors title={`Content problems on this page (${problems.length})`} issues={problems} />}
      <PageActions route={page.route} />
      <article className="markdown">
        {showTitle && <h1>{page.title}</h1>}
        {content}
      </article>
    </>,
    toc.length ? <TableOfContents headings={toc} /> : null,
  );
}
