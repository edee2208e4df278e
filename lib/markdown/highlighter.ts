import { createCssVariablesTheme, createHighlighter, type Highlighter, type LanguageInput } from 'shiki';
import { pactGrammar } from './pact-grammar';

/**
 * One theme whose colours are CSS variables: tokens become short class names and the light and dark
 * palettes live in the stylesheet, so colour modes switch with no client code and pages stay small.
 */
export const CODE_THEME = createCssVariablesTheme({ name: 'css-variables', variablePrefix: '--shiki-', fontStyle: true });

/** Bundled grammars we load (loading all of them costs seconds per process). */
const BUNDLED = ['bash', 'json', 'jsonc', 'typescript', 'tsx', 'javascript', 'jsx', 'yaml', 'toml', 'solidity', 'common-lisp', 'diff', 'haskell', 'python', 'go', 'rust', 'html', 'css', 'sql', 'markdown', 'dockerfile', 'ini', 'http'] as const;

/** Names authors write mapped to the grammar that serves them. */
const ALIASES: Record<string, string> = {
  sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', shellscript: 'bash', terminal: 'bash',
  ts: 'typescript', js: 'javascript', yml: 'yaml', lisp: 'common-lisp', cl: 'common-lisp', sol: 'solidity',
  repl: 'pact', md: 'markdown', py: 'python', hs: 'haskell', docker: 'dockerfile', mjs: 'javascript', cjs: 'javascript',
};

let instance: Promise<Highlighter> | undefined;

/** One highlighter per process, reused by every page. */
export function getHighlighter(): Promise<Highlighter> {
  instance ??= createHighlighter({
    themes: [CODE_THEME],
    langs: [pactGrammar as unknown as LanguageInput, ...BUNDLED],
  });
  return instance;
}

/** The grammar to use for a fence's language; unknown languages render as plain text. */
export function resolveLanguage(highlighter: Highlighter, lang: string | undefined): string {
  const wanted = (lang ?? '').toLowerCase();
  const name = ALIASES[wanted] ?? wanted;
  return name && highlighter.getLoadedLanguages().includes(name) ? name : 'text';
}
