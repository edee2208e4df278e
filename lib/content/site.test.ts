import path from 'node:path';
import { checkLinks } from './links';
import { breadcrumbsFor, pagerFor } from './navigation';
import type { NavNode } from './types';
import { loadSite } from './source';

const site = loadSite(path.join(__dirname, '__fixtures__/basic'), { includeDrafts: false });
const routes = () => site.pages.map((p) => p.route).sort();

describe('loadSite over a fixture folder', () => {
  it('derives every route', () => {
    expect(routes()).toEqual([
      '/', '/api', '/api/pact-api/send', '/elsewhere/moved', '/empty-folder-with-pages/alpha', '/empty-folder-with-pages/zeta',
      '/guides', '/guides/accounts/fund', '/guides/accounts/howto-create', '/learn', '/learn/custom-name', '/learn/intro',
    ]);
    expect(site.issues).toEqual([]);
  });

  it('falls back to the first # heading for the title', () => {
    expect(site.byRoute.get('/learn/intro')!.title).toBe('Learning intro');
    expect(site.byRoute.get('/learn/intro')!.hasH1).toBe(true);
  });

  it('generates index pages for folders without one', () => {
    expect(site.generated.map((g) => g.route).sort()).toEqual(['/api/pact-api', '/empty-folder-with-pages', '/guides/accounts']);
    expect(site.generated.find((g) => g.route === '/guides/accounts')!.title).toBe('Account tasks');
  });

  it('makes repeated heading ids unique the GitHub way and honours {#id}', () => {
    expect(site.byRoute.get('/guides/accounts/howto-create')!.headings.map((h) => h.id)).toEqual(['steps', 'steps-1', 'detail']);
    expect(site.byRoute.get('/api')!.headings[0]).toMatchObject({ id: 'custom-overview', text: 'Overview', depth: 2 });
  });

  it('collects tags with their pages', () => {
    expect([...site.tags.keys()]).toEqual(['account', 'beginner']);
    expect(site.tags.get('beginner')!.pages.map((p) => p.title)).toEqual(['Create accounts', 'Guides']);
  });

  it('resolves relative .md links with anchors so the link check passes', () => {
    expect(checkLinks(site, path.join(__dirname, '__fixtures__'))).toEqual([]);
  });
});

describe('navigation tree', () => {
  const labels = (nodes: typeof site.tree): unknown[] =>
    nodes.map((n) => (n.type === 'category' ? { [n.label]: labels(n.children) } : n.label));

  it('orders by sidebar_position, then name, with _category_.json labels and folders as categories', () => {
    expect(labels(site.tree)).toEqual([
      { Learn: ['Learning intro', 'Moved page', 'Relative slug'] },
      { Guides: [{ 'Account tasks': ['Fund', 'Create accounts'] }] },
      { API: [{ 'Pact api': ['Send'] }] },
      { 'Empty folder with pages': ['Alpha', 'Zeta'] },
    ]);
  });

  it('keeps _category_.json collapsed: false', () => {
    const guides = site.tree[1]!;
    const accounts = guides.type === 'category' ? guides.children[0] : undefined;
    expect(accounts?.type === 'category' && accounts.collapsed).toBe(false);
  });

  it('gives breadcrumbs from the root category to the page', () => {
    expect(breadcrumbsFor(site.tree, '/guides/accounts/howto-create')).toEqual([
      { label: 'Guides', route: '/guides' },
      { label: 'Account tasks', route: '/guides/accounts' },
      { label: 'Create accounts', route: '/guides/accounts/howto-create' },
    ]);
  });

  it('gives a category’s own page its trail, a route listed twice its first place, and an unknown route none', () => {
    const tree: NavNode[] = [
      { type: 'category', label: 'A', route: '/a', collapsed: false, children: [{ type: 'page', label: 'Shared', route: '/shared' }] },
      { type: 'category', label: 'B', collapsed: false, children: [{ type: 'page', label: 'Shared again', route: '/shared' }, { type: 'page', label: 'B1', route: '/b1' }] },
    ];
    expect(breadcrumbsFor(tree, '/a')).toEqual([{ label: 'A', route: '/a' }]);
    expect(breadcrumbsFor(tree, '/shared')).toEqual([{ label: 'A', route: '/a' }, { label: 'Shared', route: '/shared' }]);
    expect(breadcrumbsFor(tree, '/b1')).toEqual([{ label: 'B', route: undefined }, { label: 'B1', route: '/b1' }]);
    expect(breadcrumbsFor(tree, '/nowhere')).toEqual([]);
  });

  it('gives previous and next in reading order, category pages included', () => {
    expect(pagerFor(site.tree, '/guides')).toEqual({
      previous: { label: 'Relative slug', route: '/learn/custom-name' },
      next: { label: 'Account tasks', route: '/guides/accounts' },
    });
    expect(pagerFor(site.tree, '/empty-folder-with-pages/zeta').next).toBeUndefined();
  });
});

describe('table of contents', () => {
  it('takes level-2 headings only', () => {
    const page = site.byRoute.get('/guides/accounts/howto-create')!;
    expect(page.headings.filter((h) => h.depth === 2).map((h) => h.text)).toEqual(['Steps', 'Steps']);
  });
});
