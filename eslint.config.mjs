import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** Consent decides when a cookie may be read or written. */
const COOKIE_RULE = { name: 'js-cookie', message: 'Use lib/browser/consent.ts.' };
/** Per-link choices (prefetch) are made once, in SiteLink. */
const LINK_RULE = { name: 'next/link', message: "Use SiteLink from '@/components/site-link': it makes the site's prefetch choice for every link." };

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-*/**', 'out/**', 'out.tmp*/**', 'preview-out/**', 'node_modules/**', 'bench/results/**', 'bench/.corpus/**', 'bench/.bare/**', 'next-env.d.ts', 'lib/content/__fixtures__/**'],
  },
  {
    rules: {
      '@next/next/no-img-element': 'off',
      'no-restricted-imports': ['error', { paths: [COOKIE_RULE, LINK_RULE] }],
    },
  },
  // Where Next's preset enables React's hooks plugin (not on CommonJS files such as .github/scripts/*.cjs).
  { files: ['**/*.{js,jsx,mjs,ts,tsx}'], rules: { 'react-hooks/exhaustive-deps': 'error' } },
  // Each wrapper is the one place that may import what it wraps.
  { files: ['lib/browser/consent.ts'], rules: { 'no-restricted-imports': ['error', { paths: [LINK_RULE] }] } },
  { files: ['components/site-link.tsx'], rules: { 'no-restricted-imports': ['error', { paths: [COOKIE_RULE] }] } },
];

export default config;
