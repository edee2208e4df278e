// The e2e project's `testTimeout` in jest.config.ts is not applied per project by Jest 30 (tests without their own
// jest.setTimeout ran with the 5 s default and timed out on a busy machine); this applies it to every e2e file.
jest.setTimeout(60_000);
