import { contentSource } from '@/lib/content-source';
import { searchIndexJson, searchIndexNames, type SearchIndexKind } from '@/lib/search/index-files';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** The two index files (titles and full), named by content version: no page is parsed to name them. */
export function generateStaticParams() {
  const { titles, full } = searchIndexNames(contentSource().site());
  return [{ file: titles }, { file: full }];
}

/** Serves an index file by its name; the index is built (or read from the parse cache) only here. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const source = contentSource();
  const site = source.site();
  const kind = (Object.entries(searchIndexNames(site)) as [SearchIndexKind, string][]).find(([, name]) => name === file)?.[0];
  if (!kind) return new Response('Not found', { status: 404 });
  return new Response(searchIndexJson(site, source.cache, kind), { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
