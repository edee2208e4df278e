import { pactFunctions, signaturesOf } from '@/lib/content/pact-reference';
import { loadSite } from '@/lib/content/source';
import { codeBlocks, readInventory, sectionOf } from './content-helpers';

const site = loadSite('content', { includeDrafts: false });
const groups = ['capabilities', 'commitments', 'database', 'general', 'guards', 'keysets', 'operators', 'repl', 'spv', 'time', 'zk'];
const functionRows = readInventory().filter((r) => /^\/pact-5\/[a-z]+\/.+/.test(r.route));

describe('Pact 5 function reference (issue 9)', () => {
  it('has 190 routes, 176 of them function pages', () => {
    expect(readInventory().filter((r) => r.section === 'pact-5')).toHaveLength(190);
    expect(functionRows).toHaveLength(176);
  });

  it.each(functionRows.map((r) => r.route))('%s has a description, a signature, an example with a REPL result, related functions and tags', (route) => {
    const page = site.byRoute.get(route);
    expect(page).toBeDefined();
    const group = route.split('/')[2]!;
    expect(page!.description.length).toBeGreaterThan(20);
    const signatures = signaturesOf(page!.body);
    expect(signatures.length).toBeGreaterThan(0);
    // A function (→ its result), a capability, or a keyset predicate, which Pact 5 names in keyset data and never calls.
    expect(signatures.every((s) => s.includes('→') || /^[A-Z_]+/.test(s) || /^"pred": "keys-[a-z0-9]+"$/.test(s))).toBe(true);
    const examples = codeBlocks(sectionOf(page!.body, /^Examples?$/) ?? '');
    expect(examples.some((b) => b.lang === 'pact' && /^pact> /m.test(b.code))).toBe(true);
    expect(sectionOf(page!.body, /^Related functions$/)).toMatch(/\]\(\/pact-5\//);
    expect(page!.tags.map((t) => t.label)).toEqual(expect.arrayContaining(['pact', 'language-reference', group]));
  });

  it('gives every group page the generated table of its own group', () => {
    for (const group of groups) {
      const page = site.byRoute.get(`/pact-5/${group}`)!;
      expect(page.body).toContain(`<PactFunctionTable group="${group}" />`);
    }
  });

  it('lists every function page in its group table and in the quick reference', () => {
    const listed = pactFunctions(site.pages);
    expect(listed.map((f) => f.route).sort()).toEqual(functionRows.map((r) => r.route).sort());
    for (const group of groups) {
      const inGroup = functionRows.filter((r) => r.route.startsWith(`/pact-5/${group}/`)).map((r) => r.route).sort();
      expect(listed.filter((f) => f.group === group).map((f) => f.route).sort()).toEqual(inGroup);
    }
    expect(site.byRoute.get('/pact-5/func-quick-ref')!.body).toContain('<PactQuickReference />');
  });

  it('shows operator symbols in their titles', () => {
    const symbols: Record<string, string> = { add: '+', sub: '-', mult: '*', div: '/', eq: '=', neq: '!=', lt: '<', leq: '<=', gt: '>', geq: '>=', pow: '^', 'bitwise-and': '&', 'bitwise-or': '|', 'bitwise-reverse': '~' };
    for (const [file, symbol] of Object.entries(symbols)) {
      expect(site.byRoute.get(`/pact-5/operators/${file}`)!.title).toContain(`(${symbol})`);
    }
  });
});
