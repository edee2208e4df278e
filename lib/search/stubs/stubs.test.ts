import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { liteClient, NOT_HOSTED_MESSAGE } from './algolia-lite-client';
import { createAlgoliaInsightsPlugin, INSIGHTS_DISABLED_MESSAGE } from './algolia-insights-plugin';
import { FACETS_DISABLED_MESSAGE, Menu } from './base-ui-menu';

describe('facet menu stub (stands in for @base-ui/react/menu)', () => {
  it('fails with an error naming the alias to remove when any part of a facet menu is rendered', () => {
    for (const part of ['Root', 'Trigger', 'Popup', 'CheckboxItem']) {
      expect(() => renderToString(createElement(Menu[part]!))).toThrow(FACETS_DISABLED_MESSAGE);
    }
    expect(FACETS_DISABLED_MESSAGE).toMatch(/facets are disabled.*next\.config\.ts.*resolveAlias/);
  });
});

describe('insights plugin stub (stands in for @algolia/autocomplete-plugin-algolia-insights)', () => {
  it('fails with an error naming the alias to remove if insights are turned on', () => {
    expect(() => createAlgoliaInsightsPlugin()).toThrow(INSIGHTS_DISABLED_MESSAGE);
    expect(INSIGHTS_DISABLED_MESSAGE).toMatch(/insights are disabled.*next\.config\.ts.*resolveAlias/);
  });
});

describe('Algolia client stub (stands in for algoliasearch/lite without credentials)', () => {
  it('takes the agents DocSearch adds and refuses every request with an error naming the missing settings', () => {
    const client = liteClient('local', 'local');
    client.addAlgoliaAgent('docsearch', '5.1.0');
    expect(client.transporter.algoliaAgent.value).toContain('docsearch (5.1.0)');
    // DocSearch adds its React agent when this test fails, as with the real client.
    expect(/docsearch.js \(.*\)/.test(client.transporter.algoliaAgent.value)).toBe(false);
    expect(() => client.search()).toThrow(NOT_HOSTED_MESSAGE);
    expect(NOT_HOSTED_MESSAGE).toContain('NEXT_PUBLIC_ALGOLIA_APP_ID');
  });
});
