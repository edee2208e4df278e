import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { LoadedPage } from '../content/load-pages';
import { pactFunctions } from '../content/pact-reference';
import type { ContentIssue } from '../content/types';
import type { CodeBlock } from '../markdown/parse';
import { checkDataBlocks } from './data-check';
import { checkPactBlocks, type BlockProblem } from './pact-blocks';
import { buildSignatureTable } from './pact-signatures';
import { checkScriptBlocks, isCheckedScript } from './typescript-check';

/** Where the code checks run and may keep their cache. */
export interface CodeCheckOptions {
  /** Folder whose node_modules hold the pinned `@kadena/*` packages and TypeScript. */
  projectRoot: string;
  /** File for the type check's results, keyed by the blocks and package versions; none to always check. */
  cacheFile?: string;
}

const HINTS: Record<string, string> = {
  'pact-code': 'fix the code; blocks that continue one module are marked ```pact fragment``` and read together',
  typescript: 'fix the example against the pinned @kadena packages, or mark a deliberate excerpt ```ts fragment```',
  'data-block': '',
};

const toIssue = (page: LoadedPage, code: string, problem: BlockProblem): ContentIssue => ({
  severity: 'error',
  code,
  file: page.file,
  line: page.bodyLineOffset + problem.block.line + problem.line,
  column: problem.column,
  message: HINTS[code] ? `${problem.message} (${HINTS[code]})` : problem.message,
});

/** Checks the code blocks of every page: Pact read and called right, scripts type-checked, JSON/YAML valid with true hashes. */
export function checkCode(pages: LoadedPage[], options: CodeCheckOptions): ContentIssue[] {
  const builtins = buildSignatureTable(pactFunctions(pages));
  const issues: ContentIssue[] = [];
  for (const page of pages) {
    for (const problem of checkPactBlocks(page.codeBlocks, builtins)) issues.push(toIssue(page, 'pact-code', problem));
    for (const problem of checkDataBlocks(page.codeBlocks)) issues.push(toIssue(page, 'data-block', problem));
  }
  const pinned = pinnedKadenaPackages(options.projectRoot);
  const scripts = pages.flatMap((page) => page.codeBlocks.filter((b) => isCheckedScript(b, pinned)).map((block) => ({ page, block })));
  const owner = new Map<CodeBlock, LoadedPage>(scripts.map(({ page, block }) => [block, page]));
  for (const problem of cachedScriptCheck(scripts.map((s) => s.block), options)) issues.push(toIssue(owner.get(problem.block)!, 'typescript', problem));
  return issues;
}

/** The `@kadena/*` packages the project pins (devDependencies): what script blocks are checked against. */
function pinnedKadenaPackages(projectRoot: string): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { devDependencies?: Record<string, string>; dependencies?: Record<string, string> };
  return new Set(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) => name.startsWith('@kadena/')));
}

/** The type check is the slow part (a TypeScript program over the packages): its result is kept while nothing it reads changed. */
function cachedScriptCheck(blocks: CodeBlock[], { projectRoot, cacheFile }: CodeCheckOptions): BlockProblem[] {
  const key = crypto.createHash('sha256');
  for (const file of ['package-lock.json', 'lib/code-checks/coin-module.d.ts', 'lib/code-checks/typescript-check.ts']) {
    key.update(fs.existsSync(path.join(projectRoot, file)) ? fs.readFileSync(path.join(projectRoot, file)) : file);
  }
  for (const block of blocks) key.update(`\0${block.lang}\0${block.value}`);
  const digest = key.digest('hex');
  type Cached = { key: string; problems: { index: number; line: number; column: number; message: string }[] };
  if (cacheFile && fs.existsSync(cacheFile)) {
    const cached = JSON.parse(fs.readFileSync(cacheFile, 'utf8')) as Cached;
    if (cached.key === digest) return cached.problems.map(({ index, ...p }) => ({ block: blocks[index]!, ...p }));
  }
  const problems = checkScriptBlocks(blocks, projectRoot);
  if (cacheFile) {
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
    const stored: Cached = { key: digest, problems: problems.map(({ block, ...p }) => ({ index: blocks.indexOf(block), ...p })) };
    fs.writeFileSync(cacheFile, JSON.stringify(stored));
  }
  return problems;
}
