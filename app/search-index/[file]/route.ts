import { getSite } from '@/lib/content/site';
import { searchIndexFiles } from '@/lib/search/index-files';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** The two hashed index files (titles and full). */
export function generateStaticParams() {
  const { titles, full } = searchIndexFiles(getSite());
  return [{ file: titles.name }, { file: full.name }];
}

/** Serves an index file by its hashed name. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const { titles, full } = searchIndexFiles(getSite());
  const found = [titles, full].find((f) => f.name === file);
  if (!found) return new Response('Not found', { status: 404 });
  return new Response(found.json, { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
