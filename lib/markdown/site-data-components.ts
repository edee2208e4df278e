/**
 * The MDX components that show site data rather than the page's own text, each with what it reads. This is the one
 * place to register such a component:
 * - authors may use it (lib/markdown/sanitize.ts allows every name here);
 * - the page renders it and its markdown twin writes it (components/doc/doc-page.tsx and lib/outputs/write-outputs.ts
 *   are typed by this registry: a name without a renderer there does not compile);
 * - an incremental build renders a page that uses it again when what it reads changes (lib/build/render-inputs.ts).
 *
 * `shape`: titles, descriptions, routes and the sidebars, which every page already depends on. `bodiesOf`: the bodies
 * of the pages it picks (a change to one of them renders the pages that use the component again).
 */

/** A route and whether it is a folder's index: all a component's page filter may look at. */
export interface PageSummary {
  route: string;
  isIndex: boolean;
}

/** The routes of the Pact reference's function pages: `/pact-5/<group>/<function>`. */
export const PACT_FUNCTION_ROUTE = /^\/pact-5\/([a-z0-9-]+)\/[^/]+$/;

/** A function page of the Pact reference. */
export const isPactFunctionPage = (page: PageSummary): boolean => PACT_FUNCTION_ROUTE.test(page.route) && !page.isIndex;

/** What a site-data component reads. */
export type SiteDataReads = 'shape' | { bodiesOf: (page: PageSummary) => boolean };

export const SITE_DATA_COMPONENTS = {
  /** Cards for the pages of the current folder: their titles, descriptions and routes. */
  DocCardList: { reads: 'shape' },
  /** One group of the Pact reference: each function's name, route and description. */
  PactFunctionTable: { reads: 'shape' },
  /** Every function of the Pact reference with its signatures, read from the function pages' bodies. */
  PactQuickReference: { reads: { bodiesOf: isPactFunctionPage } },
} as const satisfies Record<string, { reads: SiteDataReads }>;

/** The name of a registered site-data component. */
export type SiteDataComponent = keyof typeof SITE_DATA_COMPONENTS;

/** The registered names. */
export const SITE_DATA_COMPONENT_NAMES = Object.keys(SITE_DATA_COMPONENTS) as SiteDataComponent[];
