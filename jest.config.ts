import nextJest from 'next/jest.js';
import type { Config } from 'jest';

const createConfig = nextJest({ dir: './' });

/**
 * The markdown stack (unified, remark, shiki, MiniSearch...) is ESM-only across a hundred small packages,
 * so jest transforms node_modules except the large CommonJS packages that need no transform.
 */
const transformIgnorePatterns = ['/node_modules/(?:react|react-dom|next|@next|@swc|@babel|jsdom|playwright-core|typescript|@testing-library|jest[^/]*|@jest|algoliasearch|@algolia|js-cookie)/'];

const shared = {
  // estree-walker (under the MDX compiler) exports only an "import" condition, which jest's resolver skips.
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^estree-walker$': '<rootDir>/node_modules/estree-walker/src/index.js' },
  transformIgnorePatterns,
};

const configs = async (): Promise<Config> => {
  const base = await createConfig({})();
  const project = (overrides: Config) => ({ ...base, ...shared, ...overrides, transformIgnorePatterns }) as Config;
  return {
    projects: [
      project({ displayName: 'lib', testEnvironment: 'node', testMatch: ['<rootDir>/lib/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts', '<rootDir>/content-tests/**/*.test.ts'] }),
      project({ displayName: 'components', testEnvironment: 'jsdom', testMatch: ['<rootDir>/components/**/*.test.tsx'], setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'] }),
      project({ displayName: 'e2e', testEnvironment: 'node', testMatch: ['<rootDir>/e2e/**/*.test.ts'], globalSetup: '<rootDir>/e2e/global-setup.ts', globalTeardown: '<rootDir>/e2e/global-teardown.ts', setupFilesAfterEnv: ['<rootDir>/e2e/setup.ts'] }),
    ] as Config['projects'],
  };
};

export default configs;
