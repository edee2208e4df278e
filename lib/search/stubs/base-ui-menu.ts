/**
 * Stands in for `@base-ui/react/menu` in the browser bundle (turbopack.resolveAlias in next.config.ts).
 *
 * DocSearch's modal imports Base UI's menu (with floating-ui) only for its facet bar, which renders nothing unless
 * the modal is given a `facets` prop, and the site never gives one. The menu was most of the lazily loaded modal
 * chunk: 70.9 KB gzip with it, 25.8 KB without (measured on the built out/ with bench/search.ts), so every reader
 * opening search downloaded 45 KB for nothing (about 0.9 s on the slow-3G profile). If facets are ever wanted,
 * rendering any part of this menu throws an error that names the fix instead of showing a broken filter bar.
 */
import type { ComponentType } from 'react';

/** Thrown when DocSearch renders a facet menu (only possible once someone passes `facets` to the modal). */
export const FACETS_DISABLED_MESSAGE =
  'Search facets are disabled: next.config.ts replaces @base-ui/react/menu with lib/search/stubs/base-ui-menu.ts to keep the search modal small. ' +
  'Remove that alias from turbopack.resolveAlias before passing `facets` to DocSearchModal.';

function FacetMenuDisabled(): never {
  throw new Error(FACETS_DISABLED_MESSAGE);
}

/** Every part of the menu (Menu.Root, Menu.Trigger, Menu.Popup...) is a component that throws when rendered. */
export const Menu: Record<string, ComponentType<unknown>> = new Proxy({} as Record<string, ComponentType<unknown>>, {
  get: (_target, part) => (typeof part === 'string' ? FacetMenuDisabled : undefined),
});
