import { withBasePath } from '@/lib/site-config';
import { CopyPage } from './copy-page';

/** Above a page's title: copy its markdown, or open it (ROUTE.md, written by the build). */
export function PageActions({ route }: { route: string }) {
  const markdownUrl = withBasePath(`${route}.md`);
  return (
    <div className="page-actions">
      <CopyPage markdownUrl={markdownUrl} />
      <a className="page-action" href={markdownUrl} type="text/markdown">
        View as Markdown
      </a>
    </div>
  );
}
