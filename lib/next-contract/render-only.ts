import fs from 'node:fs';
import { env } from '../env';

/**
 * The routes of one dynamic route that an incremental build renders (scripts/build.ts writes the list;
 * lib/build/incremental.ts decides it), or all of them when no list is given. When the list names none of them,
 * the first is rendered anyway: Next refuses an export in which a dynamic route generates no page.
 */
export function routesToRender(routes: string[], listFile = env.renderOnlyFile): string[] {
  if (!listFile) return routes;
  const only = new Set(JSON.parse(fs.readFileSync(listFile, 'utf8')) as string[]);
  const chosen = routes.filter((route) => only.has(route));
  return chosen.length || !routes.length ? chosen : routes.slice(0, 1);
}
