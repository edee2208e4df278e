import type { LoadedPage } from './load-pages';
import { memoBySite } from './memo';

/** One built-in function as the group tables and the quick reference list it. */
export interface PactFunction {
  name: string;
  route: string;
  group: string;
  summary: string;
  signatures: string[];
}

const FUNCTION_ROUTE = /^\/pact-5\/([a-z0-9-]+)\/[^/]+$/;

/** A function page of the Pact reference (`/pact-5/<group>/<function>`). */
export const isPactFunctionPage = (page: Pick<LoadedPage, 'route' | 'isIndex'>): boolean => FUNCTION_ROUTE.test(page.route) && !page.isIndex;

/**
 * MDX components that render from other pages' bodies (here, their signatures), each with the pages it reads: a page
 * using one is rendered again when one of those bodies changes (lib/deploy/render-inputs.ts). Components that show
 * only titles, descriptions and routes (DocCardList, PactFunctionTable) need no entry: those are every page's shape.
 */
export const BODY_READING_COMPONENTS = { PactQuickReference: isPactFunctionPage } satisfies Record<string, (page: Pick<LoadedPage, 'route' | 'isIndex'>) => boolean>;

/** The lines of the first code block under "## Signature" (one accepted form per line). */
export function signaturesOf(body: string): string[] {
  const section = /^##\s+Signatures?\s*$([\s\S]*?)(?=^##\s)/m.exec(`${body}\n## end`);
  const block = section && /^```[^\n]*\n([\s\S]*?)^```/m.exec(section[1]!);
  return block ? block[1]!.split('\n').map((l) => l.trim()).filter(Boolean) : [];
}

/** Every function page of the Pact reference, derived from the pages themselves so tables cannot drift (once per page list). */
export const pactFunctions = memoBySite((pages: LoadedPage[]): PactFunction[] =>
  pages
    .filter(isPactFunctionPage)
    .map((p) => ({ name: p.title, route: p.route, group: FUNCTION_ROUTE.exec(p.route)![1]!, summary: p.description, signatures: signaturesOf(p.body) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.route.localeCompare(b.route)),
);
