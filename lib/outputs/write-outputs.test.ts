import { renderRobots } from './write-outputs';

describe('robots.txt', () => {
  it('names the sitemap in production and disallows everything in a preview build under a base path', () => {
    expect(renderRobots()).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.kadena.io/sitemap.xml\n');
    jest.isolateModules(() => {
      process.env.NEXT_PUBLIC_BASE_PATH = '/pr-9';
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const isolated = require('./write-outputs') as typeof import('./write-outputs');
      expect(isolated.renderRobots()).toBe('# Preview build (/pr-9): not for search engines.\nUser-agent: *\nDisallow: /\n');
      delete process.env.NEXT_PUBLIC_BASE_PATH;
    });
  });
});
