import { contentSource } from '@/lib/content-source';
import { SEARCH_INDEX_FILES, searchIndexJson, type SearchIndexKind } from '@/lib/search/index-files';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** The two index files (titles and full), under the names every page links to. */
export function generateStaticParams() {
  return Object.values(SEARCH_INDEX_FILES).map((file) => ({ file }));
}

/** Serves an index file by its name; the index is built (or read from the parse cache) only here. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const kind = (Object.entries(SEARCH_INDEX_FILES) as [SearchIndexKind, string][]).find(([, name]) => name === file)?.[0];
  if (!kind) return new Response('Not found', { status: 404 });
  const source = contentSource();
  return new Response(searchIndexJson(source.site(), source.cache, kind), { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
