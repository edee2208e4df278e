// A project-level `testTimeout` in jest.config.ts is not applied (jest reads it from the root config only), which
// left browser tests at jest's 5 s default: too short for a page load plus an axe run on a busy 2-core machine.
jest.setTimeout(60_000);
