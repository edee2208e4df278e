import { isCategoryIndex, labelFromName, normalizeRoute, routeOf } from './routes';

describe('routeOf (Docusaurus route rules)', () => {
  it('uses the folder path plus the file name', () => {
    expect(routeOf('guides/accounts/create.md', {})).toBe('/guides/accounts/create');
  });
  it('uses the id instead of the file name', () => {
    expect(routeOf('guides/accounts/create.md', { id: 'howto-create' })).toBe('/guides/accounts/howto-create');
  });
  it('lets an absolute slug win over everything', () => {
    expect(routeOf('a/b/c.md', { id: 'x', slug: '/elsewhere/moved' })).toBe('/elsewhere/moved');
    expect(routeOf('index.md', { slug: '/' })).toBe('/');
  });
  it('resolves a relative slug against the folder', () => {
    expect(routeOf('learn/relative.md', { slug: 'custom-name' })).toBe('/learn/custom-name');
  });
  it('gives index.md, README.md and a file named like its folder the folder route', () => {
    expect(routeOf('guides/index.md', {})).toBe('/guides');
    expect(routeOf('api/README.md', {})).toBe('/api');
    expect(routeOf('learn/learn.md', {})).toBe('/learn');
    expect(routeOf('learn/learn.md', { id: 'other' })).toBe('/learn');
  });
  it('strips number prefixes from folders and files', () => {
    expect(routeOf('01-learn/02-intro.md', {})).toBe('/learn/intro');
    expect(routeOf('01-learn/01-learn.md', {})).toBe('/learn');
  });
  it('recognises category index files case-insensitively', () => {
    expect(isCategoryIndex('a/Index.md')).toBe(true);
    expect(isCategoryIndex('a/readme.mdx')).toBe(true);
    expect(isCategoryIndex('a/other.md')).toBe(false);
  });
});

describe('helpers', () => {
  it('normalises routes to one leading slash and no trailing slash', () => {
    expect(normalizeRoute('a//b/')).toBe('/a/b');
    expect(normalizeRoute('')).toBe('/');
    expect(normalizeRoute('/')).toBe('/');
  });
  it('turns names into labels', () => {
    expect(labelFromName('02-get-started.md')).toBe('Get started');
  });
});
