import type { CodeBlock } from '../markdown/parse';
import { checkPactProgram, type PactProblem } from './pact-check';
import type { BuiltinSignature } from './pact-signatures';

/** The meta word that marks a block as part of a larger program: Pact fragments on a page are read together. */
export const FRAGMENT = /(?:^|\s)fragment(?:\s|$)/;
const PROMPT = /^pact>\s?/;
/** `repl` is the highlighter's other name for Pact. */
const PACT_LANGS = new Set(['pact', 'repl']);

/** A problem located in a block: `line` is the 1-based line within the block's code. */
export interface BlockProblem {
  block: CodeBlock;
  line: number;
  column: number;
  message: string;
}

/** Heading of the signature blocks on reference pages: signatures, not code. */
const SIGNATURE_HEADING = /^signatures?$/i;

/**
 * The code a block holds. In a REPL transcript (lines starting "pact> ") only the inputs count: each input runs
 * on until its brackets balance, and the lines after it are the REPL's answer. Other lines are blanked, so
 * positions stay those of the block.
 */
export function pactSource(value: string): string {
  const lines = value.split('\n');
  if (!lines.some((l) => PROMPT.test(l))) return value;
  let depth = 0;
  let inString = false;
  return lines
    .map((line) => {
      let code: string;
      if (PROMPT.test(line)) code = ' '.repeat(line.length - line.replace(PROMPT, '').length) + line.replace(PROMPT, '');
      else if (depth > 0 || inString) code = line;
      else return '';
      for (let i = 0; i < code.length; i++) {
        const char = code[i]!;
        if (inString) {
          if (char === '\\') i++;
          else if (char === '"') inString = false;
        } else if (char === '"') inString = true;
        else if (char === ';') break;
        else if ('([{'.includes(char)) depth++;
        else if (')]}'.includes(char)) depth--;
      }
      if (depth < 0) depth = 0;
      return code;
    })
    .join('\n');
}

/** Checks every pact block of a page; blocks marked `fragment` are read together in page order. */
export function checkPactBlocks(blocks: CodeBlock[], builtins: Map<string, BuiltinSignature>): BlockProblem[] {
  const pact = blocks.filter((b) => PACT_LANGS.has(b.lang) && !SIGNATURE_HEADING.test(b.heading ?? ''));
  const fragments = pact.filter((b) => FRAGMENT.test(b.meta));
  const problems: BlockProblem[] = [];
  const locate = (block: CodeBlock, problem: PactProblem, lineShift = 0): BlockProblem => ({
    block,
    line: problem.at.line - lineShift,
    column: problem.at.column,
    message: problem.message,
  });
  // Names a fragment or another block defines count as known on the whole page.
  const pageText = pact.map((b) => pactSource(b.value)).join('\n');
  const pageNames = new Set([...pageText.matchAll(/\((?:defun|defcap|defpact|defconst|deftable|defschema)\s+([^\s:()]+)/g)].map((m) => m[1]!));
  for (const block of pact.filter((b) => !FRAGMENT.test(b.meta))) {
    for (const problem of checkPactProgram(pactSource(block.value), builtins, pageNames)) problems.push(locate(block, problem));
  }
  if (fragments.length) {
    const starts: number[] = [];
    let text = '';
    for (const block of fragments) {
      starts.push(text ? text.split('\n').length + 1 : 1);
      text += (text ? '\n' : '') + pactSource(block.value);
    }
    for (const problem of checkPactProgram(text, builtins, pageNames)) {
      const index = starts.findLastIndex((start) => start <= problem.at.line);
      problems.push(locate(fragments[index]!, problem, starts[index]! - 1));
    }
  }
  return problems;
}
