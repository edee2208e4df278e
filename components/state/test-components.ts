import { CrashProbe } from './crash-probe';

/**
 * MDX components that exist only in builds made with NEXT_PUBLIC_E2E_HOOKS=1 (the browser-test fixture site). Every
 * other build replaces this module with no-test-components.ts (next.config.ts), so no page ships the probe.
 */
export const testMdxComponents: Record<string, unknown> = { CrashProbe };
