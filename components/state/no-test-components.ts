/** What production builds have instead of test-components.ts (next.config.ts swaps it in): no test-only components. */
export const testMdxComponents: Record<string, unknown> = {};
