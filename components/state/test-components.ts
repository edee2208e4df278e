import { CrashProbe } from './crash-probe';

/**
 * MDX components that exist only in builds made with NEXT_PUBLIC_E2E_HOOKS=1 (the browser-test fixture site);
 * in every other build the condition is false at compile time and the probe is not bundled.
 */
export const testMdxComponents: Record<string, unknown> = process.env.NEXT_PUBLIC_E2E_HOOKS === '1' ? { CrashProbe } : {};
