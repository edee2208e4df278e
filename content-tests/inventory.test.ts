import { knownRoutes } from '@/lib/content/links';
import { loadSite } from '@/lib/content/source';
import { codeBlocks, proseWords, readInventory } from './content-helpers';

const site = loadSite('content', { includeDrafts: false });
const inventory = readInventory();

describe('route inventory', () => {
  it('has all 332 routes', () => {
    expect(inventory).toHaveLength(332);
  });

  it('serves every inventory route from a content page with the inventory title', () => {
    const problems = inventory.flatMap(({ route, title }) => {
      const page = site.byRoute.get(route);
      if (!page) return [`${route}: no page`];
      return page.title === title ? [] : [`${route}: title "${page.title}", inventory says "${title}"`];
    });
    expect(problems).toEqual([]);
  });

  it('loads the whole content folder without errors', () => {
    expect(site.issues.filter((i) => i.severity === 'error')).toEqual([]);
  });

  it('links nowhere that the site does not serve', () => {
    const routes = knownRoutes(site);
    for (const { route } of inventory) expect(routes.has(route)).toBe(true);
  });
});

describe('every inventory page', () => {
  const pages = inventory.map((row) => ({ row, page: site.byRoute.get(row.route) })).filter((p) => p.page);

  it('has a description of at least a few words', () => {
    const missing = pages.filter(({ page }) => page!.description.split(/\s+/).length < 5).map(({ row }) => row.route);
    expect(missing).toEqual([]);
  });

  it('has at least one code block in the learning path, tutorials, API and function reference', () => {
    const sections = new Set(['quickstart', 'smart-contract-dev', 'smart-contracts', 'coding-projects', 'api', 'pact-5']);
    const lists = new Set(['/pact-5/func-quick-ref', '/pact-5/special-use', '/api/peer-to-peer', '/api/service-api']);
    const missing = pages
      .filter(({ row, page }) => sections.has(row.section) && !lists.has(row.route) && !/<PactFunctionTable/.test(page!.body) && codeBlocks(page!.body).length === 0)
      .map(({ row }) => row.route);
    expect(missing).toEqual([]);
  });

  it('carries tags in the allowed form', () => {
    const bad = pages.flatMap(({ page }) => page!.tags.filter((t) => !/^[a-z0-9-]+$/.test(t.label)).map((t) => `${page!.route}: ${t.label}`));
    expect(bad).toEqual([]);
  });
});

describe('learning path, quick start and coding projects (issue 6)', () => {
  const concept = new Set(['basic-concepts', 'lang-features', 'functions-variables', 'modules', 'accounts', 'capabilities', 'guards', 'databases', 'transactions', 'best-practices', 'get-started-intro', 'migrating-to-pact5']);
  const rows = inventory.filter((r) => ['quickstart', 'smart-contract-dev', 'smart-contracts', 'coding-projects'].includes(r.section));

  it('has 32 routes', () => {
    expect(rows).toHaveLength(32);
  });

  it('runs concept pages to 800 words of prose and guides and tutorials to 500', () => {
    const short = rows.flatMap(({ route }) => {
      const page = site.byRoute.get(route);
      if (!page) return [`${route}: missing`];
      const name = route.split('/').at(-1)!;
      const minimum = concept.has(name) || route === '/smart-contract-dev' ? 800 : route === '/smart-contracts' || route === '/coding-projects' || route === '/smart-contracts/install' ? 0 : 500;
      const words = proseWords(page);
      return words >= minimum ? [] : [`${route}: ${words} words, needs ${minimum}`];
    });
    expect(short).toEqual([]);
  });

  it('ends each page with next steps that link deeper', () => {
    const missing = rows.filter(({ route }) => !/^## Next steps/m.test(site.byRoute.get(route)?.body ?? '')).map((r) => r.route);
    expect(missing).toEqual([]);
  });
});

describe('guides (issue 8)', () => {
  it('runs every how-to guide to 500 words of prose', () => {
    const short = inventory
      .filter((r) => r.section === 'guides' && r.route !== '/guides' && r.route !== '/guides/nodes')
      .flatMap(({ route }) => {
        const words = proseWords(site.byRoute.get(route)!);
        return words >= 500 ? [] : [`${route}: ${words} words`];
      });
    expect(short).toEqual([]);
  });

  it('defines every glossary anchor the rest of the site relies on', () => {
    const glossary = site.byRoute.get('/resources/glossary')!;
    const ids = new Set(glossary.headings.map((h) => h.id));
    const wanted = 'account block block-height capability chain chain-id chainweb chainweb-evm chainweaver coin-contract continuation cut defpact devnet event fungible-v2 gas gas-limit gas-price gas-station guard kadena-cli keyset keyset-predicate mainnet marmalade mempool miner module module-governance namespace network-id node nonce pact pact-id payload principal principal-account proof-of-work public-key repl request-key schema signer smart-contract spv table testnet transaction ttl'.split(' ');
    expect(wanted.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('covers every special form on the syntax reference', () => {
    const syntax = site.byRoute.get('/reference/syntax')!;
    const text = syntax.headings.map((h) => h.text.toLowerCase()).join(' | ');
    const forms = ['module', 'interface', 'defun', 'defcap', 'defpact', 'defschema', 'deftable', 'defconst', 'let', 'bind', 'use', 'implements', 'namespace', 'lambda'];
    expect(forms.filter((f) => !text.includes(f))).toEqual([]);
    expect(syntax.body).toMatch(/\(step-with-rollback /);
  });
});
