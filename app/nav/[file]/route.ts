import { fullSidebar, sidebarFileName } from '@/lib/content/sidebar';
import { contentSource } from '@/lib/content-source';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** One hashed file holding the full sidebar tree. */
export function generateStaticParams() {
  return [{ file: sidebarFileName(contentSource().site().tree) }];
}

/** Serves the full sidebar tree that collapsed categories load on first open. */
export function GET() {
  return Response.json(fullSidebar(contentSource().site().tree));
}
