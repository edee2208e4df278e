import { loadSite } from '@/lib/content/source';
import { codeBlocks, readInventory, sectionOf } from './content-helpers';

const site = loadSite('content', { includeDrafts: false });
const overviews = new Set(['/api', '/api/binary-encoding', '/api/data-models', '/api/pact-api', '/api/peer-to-peer', '/api/service-api']);
const endpoints = readInventory().filter((r) => r.section === 'api' && !overviews.has(r.route));

describe('API endpoint pages (issue 7)', () => {
  it('has 34 endpoint pages among the 40 API routes', () => {
    expect(readInventory().filter((r) => r.section === 'api')).toHaveLength(40);
    expect(endpoints).toHaveLength(34);
  });

  // Documented so that readers who meet the path in older material learn it is gone (chainweb-node 2.32.0 routes no such path).
  const notRouted = new Set(['/api/pact-api/private']);

  it.each([...notRouted])('%s says no node serves it, shows the 404 and names the endpoint to use', (route) => {
    const body = site.byRoute.get(route)!.body;
    expect(sectionOf(body, /^Summary/)).toMatch(/no endpoint|no route|does not route|routes exactly/i);
    expect(sectionOf(body, /^Response/)).toMatch(/^\|\s*404\s*\|/m);
    expect(sectionOf(body, /^Related/)).toMatch(/\]\(\/api\/pact-api\/send\)/);
  });

  it.each(endpoints.map((r) => r.route).filter((r) => !notRouted.has(r)))('%s has method and path, parameters, a JSON example, status codes, a curl example and related links', (route) => {
    const page = site.byRoute.get(route);
    expect(page).toBeDefined();
    const body = page!.body;
    const request = sectionOf(body, /^Request/);
    const response = sectionOf(body, /^Response/);
    expect(request).toMatch(/`(GET|POST|PUT|DELETE|PATCH|HEAD) \/[^`]*`/);
    const pathHasParameters = /`(?:GET|POST|PUT|DELETE|PATCH|HEAD) [^`]*\{[a-zA-Z]+\}/.test(request ?? '');
    if (pathHasParameters) expect(request).toMatch(/^\|\s*Name\s*\|/m);
    // JSON blocks must parse (the build checks them), so a long body abbreviated to its shape is a `text` block.
    // Plain-text endpoints show their text answer.
    const plain = /text\/plain|plain text/i.test(response ?? '');
    const isExample = (b: { lang: string; code: string }) => b.lang === 'json' || (b.lang === 'text' && (plain || /^\s*[[{]/.test(b.code)));
    expect(codeBlocks(body).some(isExample)).toBe(true);
    expect(response).toMatch(/^\|\s*Status\s*\|/m);
    expect(codeBlocks(body).some((b) => b.lang === 'bash' && /curl /.test(b.code))).toBe(true);
    expect(sectionOf(body, /^Related/)).toMatch(/\]\(\/api\//);
  });
});
