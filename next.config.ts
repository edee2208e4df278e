import type { NextConfig } from 'next';

/** Base path for per-pull-request previews (e.g. "/pr-123"); empty in production. */
const basePath = (process.env.NEXT_PUBLIC_BASE_PATH ?? '').replace(/\/+$/, '');

const config: NextConfig = {
  output: 'export',
  trailingSlash: false,
  basePath: basePath || undefined,
  distDir: process.env.NEXT_DIST_DIR || '.next',
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  typescript: { ignoreBuildErrors: true },
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
};

export default config;
