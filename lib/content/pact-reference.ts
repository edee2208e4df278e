import type { LoadedPage } from './load-pages';
import { memoBySite } from './memo';
import { isPactFunctionPage, PACT_FUNCTION_ROUTE } from '../markdown/site-data-components';

/** One built-in function as the group tables and the quick reference list it. */
export interface PactFunction {
  name: string;
  route: string;
  group: string;
  summary: string;
  signatures: string[];
}

export { isPactFunctionPage } from '../markdown/site-data-components';

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
    .map((p) => ({ name: p.title, route: p.route, group: PACT_FUNCTION_ROUTE.exec(p.route)![1]!, summary: p.description, signatures: signaturesOf(p.body) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.route.localeCompare(b.route)),
);
