// A minimal Docusaurus site root: the site reads only its docs/, static/, sidebars.ts and docs/tags.yml.
import type { Config } from '@docusaurus/types';

const config: Config = {
  title: 'Fixture',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: './sidebars.ts' } }]],
};

export default config;
