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

  it.each(endpoints.map((r) => r.route))('%s has method and path, parameters, a JSON example, status codes, a curl example and related links', (route) => {
    const page = site.byRoute.get(route);
    expect(page).toBeDefined();
    const body = page!.body;
    const request = sectionOf(body, /^Request/);
    const response = sectionOf(body, /^Response/);
    expect(request).toMatch(/`(GET|POST|PUT|DELETE|PATCH|HEAD) \/[^`]*`/);
    const pathHasParameters = /`(?:GET|POST|PUT|DELETE|PATCH|HEAD) [^`]*\{[a-zA-Z]+\}/.test(request ?? '');
    if (pathHasParameters) expect(request).toMatch(/^\|\s*Name\s*\|/m);
    // Endpoints that answer text/plain show a text example; every other endpoint shows its JSON.
    const example = /text\/plain|plain text/i.test(response ?? '') ? ['json', 'text'] : ['json'];
    expect(codeBlocks(body).some((b) => example.includes(b.lang))).toBe(true);
    expect(response).toMatch(/^\|\s*Status\s*\|/m);
    expect(codeBlocks(body).some((b) => b.lang === 'bash' && /curl /.test(b.code))).toBe(true);
    expect(sectionOf(body, /^Related/)).toMatch(/\]\(\/api\//);
  });
});
