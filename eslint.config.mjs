import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-*/**', 'out/**', 'out.tmp*/**', 'preview-out/**', 'node_modules/**', 'bench/results/**', 'bench/.corpus/**', 'bench/.bare/**', 'next-env.d.ts', 'lib/content/__fixtures__/**'],
  },
  {
    rules: {
      'react-hooks/exhaustive-deps': 'error',
      '@next/next/no-img-element': 'off',
      'no-restricted-imports': ['error', { paths: [{ name: 'js-cookie', message: 'Use lib/browser/consent.ts.' }] }],
    },
  },
  { files: ['lib/browser/consent.ts'], rules: { 'no-restricted-imports': 'off' } },
];

export default config;
