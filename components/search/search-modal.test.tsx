import { render } from '@testing-library/react';
import { DocSearchModal } from '@docsearch/react/modal';
import { FACETS_DISABLED_MESSAGE } from '@/lib/search/stubs/base-ui-menu';
import { SearchModal } from './search-modal';

jest.mock('@docsearch/react/modal', () => ({ DocSearchModal: jest.fn(() => null) }));
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));
// jest.config maps no stylesheets (its moduleNameMapper replaces next/jest's), so stub ours
jest.mock('@docsearch/css/dist/_variables.css', () => ({}));
jest.mock('@docsearch/css/dist/modal.css', () => ({}));
jest.mock('./search.css', () => ({}));

// jsdom has neither: nothing is fetched here (no query runs) and the snippet length only reads the viewport.
beforeAll(() => {
  globalThis.fetch = jest.fn() as unknown as typeof fetch;
  window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
});

describe('SearchModal', () => {
  it('gives DocSearch no facets and insights off, so the stubbed facet menu and insights plugin (next.config.ts) never run', () => {
    render(<SearchModal indexUrls={{ titles: '/search-index/titles.json', full: '/search-index/full.json' }} onClose={() => undefined} />);
    const props = jest.mocked(DocSearchModal).mock.calls[0]![0] as unknown as Record<string, unknown>;
    // Passing facets needs the real @base-ui/react/menu: the stub would throw this instead of drawing the filter bar.
    expect(props).not.toHaveProperty('facets', expect.anything());
    expect(FACETS_DISABLED_MESSAGE).toContain('next.config.ts');
    // Insights on would create Algolia's insights plugin, also a stub (and a request to a third party).
    expect(props.insights).toBe(false);
  });
});
