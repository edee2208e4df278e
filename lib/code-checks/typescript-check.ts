import { createRequire } from 'node:module';
import path from 'node:path';
import type ts from 'typescript';
import type { CodeBlock } from '../markdown/parse';
import { FRAGMENT, type BlockProblem } from './pact-blocks';

const EXTENSIONS: Record<string, string> = { ts: '.ts', typescript: '.ts', tsx: '.tsx', js: '.js', javascript: '.js', jsx: '.jsx', mjs: '.mjs' };
const KADENA_IMPORT = /(?:from\s+|import\s*\(\s*|require\s*\(\s*|import\s+)['"](@kadena\/[\w.-]+)/g;

/**
 * True for a block the type check covers: TypeScript or JavaScript importing `@kadena/*` packages that are all
 * pinned in the project (`pinned`), not marked `fragment`. Blocks for packages the project does not install (the
 * Hardhat plugin needs Hardhat and its toolbox, about 600 MB) are left to review.
 */
export function isCheckedScript(block: CodeBlock, pinned: ReadonlySet<string>): boolean {
  if (!EXTENSIONS[block.lang] || FRAGMENT.test(block.meta)) return false;
  const packages = [...block.value.matchAll(KADENA_IMPORT)].map((m) => m[1]!);
  return packages.length > 0 && packages.every((name) => pinned.has(name));
}

/**
 * The compiler, loaded when blocks are checked: loading it takes about 0.7 s, and the check's cache skips the type
 * check when no block changed, so most runs never need it.
 */
const loadTypeScript = (projectRoot: string): typeof ts => createRequire(path.join(projectRoot, 'package.json'))('typescript') as typeof ts;

/** Compiler settings a reader's project would use: strict ES modules with top-level await. */
const compilerOptions = (compiler: typeof ts): ts.CompilerOptions => ({
  strict: true,
  target: compiler.ScriptTarget.ES2022,
  module: compiler.ModuleKind.ESNext,
  moduleResolution: compiler.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  types: ['node'],
  allowJs: true,
  checkJs: true,
  jsx: compiler.JsxEmit.ReactJSX,
  noEmit: true,
  skipLibCheck: true,
  isolatedModules: true,
  moduleDetection: compiler.ModuleDetectionKind.Force,
});

/**
 * Type-checks every block against the `@kadena/*` packages installed in `projectRoot` (pinned in its
 * devDependencies), one program for all blocks. Each block is a module of its own; nothing is written to disk.
 */
export function checkScriptBlocks(blocks: CodeBlock[], projectRoot: string): BlockProblem[] {
  if (!blocks.length) return [];
  const ts = loadTypeScript(projectRoot);
  const OPTIONS = compilerOptions(ts);
  const folder = path.join(projectRoot, '.code-check');
  const files = new Map(blocks.map((block, index) => [path.join(folder, `block-${index}${EXTENSIONS[block.lang]}`), block]));
  const declarations = path.join(projectRoot, 'lib/code-checks/coin-module.d.ts');
  const host = ts.createCompilerHost({ ...OPTIONS, typeRoots: [path.join(projectRoot, 'node_modules/@types')] });
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => files.get(file)?.value ?? readFile(file);
  host.fileExists = (file) => files.has(file) || fileExists(file);
  host.getSourceFile = (file, language, onError, create) => {
    const block = files.get(file);
    return block ? ts.createSourceFile(file, block.value, language, true) : getSourceFile(file, language, onError, create);
  };
  host.getCurrentDirectory = () => projectRoot;
  const program = ts.createProgram({ rootNames: [...files.keys(), declarations], options: OPTIONS, host });
  const problems: BlockProblem[] = [];
  for (const [file, block] of files) {
    const source = program.getSourceFile(file)!;
    for (const diagnostic of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
      const { line, character } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
      problems.push({ block, line: line + 1, column: character + 1, message: `TS${diagnostic.code}: ${text}` });
    }
  }
  return problems;
}
