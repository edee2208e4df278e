/** Stops the static server started by global-setup. */
export default async function globalTeardown() {
  (globalThis as { __E2E_SERVER__?: () => void }).__E2E_SERVER__?.();
}
