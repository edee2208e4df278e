import { fullSidebar, sidebarFileName } from '@/lib/content/sidebar';
import { contentSource } from '@/lib/content-source';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** One hashed file per sidebar holding its full tree. */
export function generateStaticParams() {
  return [...new Set([...contentSource().site().sidebars.values()].map((tree) => sidebarFileName(tree)))].map((file) => ({ file }));
}

/** Serves the full tree of a sidebar, which collapsed categories load on first open. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const tree = [...contentSource().site().sidebars.values()].find((t) => sidebarFileName(t) === file);
  if (!tree) return new Response('Not found', { status: 404 });
  return Response.json(fullSidebar(tree));
}
