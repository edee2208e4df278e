import { hash } from '@kadena/cryptography-utils';
import { parseAllDocuments } from 'yaml';
import type { CodeBlock } from '../markdown/parse';
import type { BlockProblem } from './pact-blocks';

const JSON_LANGS = new Set(['json']);
const YAML_LANGS = new Set(['yaml', 'yml']);

/** Line and column (1-based) of a character offset. */
function pointAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/** Every object in a JSON value that carries both a string `cmd` and a string `hash`. */
function commands(value: unknown, found: { cmd: string; hash: string }[] = []): { cmd: string; hash: string }[] {
  if (Array.isArray(value)) value.forEach((v) => commands(v, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.cmd === 'string' && typeof record.hash === 'string') found.push({ cmd: record.cmd, hash: record.hash });
    Object.values(record).forEach((v) => commands(v, found));
  }
  return found;
}

/** JSON blocks parse, and a command's hash is the BLAKE2b-256 (base64url) of its cmd, as a node would check it. */
function checkJson(block: CodeBlock): BlockProblem[] {
  let value: unknown;
  try {
    value = JSON.parse(block.value);
  } catch (error) {
    const offset = /position (\d+)/.exec((error as Error).message);
    const at = offset ? pointAt(block.value, Number(offset[1])) : { line: 1, column: 1 };
    const reason = (error as Error).message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/ in JSON at position \d+/, '');
    return [{ block, ...at, message: `invalid JSON: ${reason} (write complete JSON, or use a \`text\` block for an abbreviated shape)` }];
  }
  return commands(value).flatMap((command) => {
    const actual = hash(command.cmd);
    if (actual === command.hash) return [];
    return [{
      block,
      ...pointAt(block.value, Math.max(block.value.indexOf(command.hash), 0)),
      message: `hash "${command.hash}" is not the hash of the cmd shown: BLAKE2b-256 of it, base64url, is "${actual}" (use that, or compute it with hash() from @kadena/cryptography-utils)`,
    }];
  });
}

function checkYaml(block: CodeBlock): BlockProblem[] {
  return parseAllDocuments(block.value).flatMap((document) =>
    'errors' in document
      ? document.errors.map((error) => ({
          block,
          line: error.linePos?.[0].line ?? 1,
          column: error.linePos?.[0].col ?? 1,
          message: `invalid YAML: ${error.message.split('\n')[0]}`,
        }))
      : [],
  );
}

/** Checks JSON and YAML blocks. */
export function checkDataBlocks(blocks: CodeBlock[]): BlockProblem[] {
  return blocks.flatMap((block) => (JSON_LANGS.has(block.lang) ? checkJson(block) : YAML_LANGS.has(block.lang) ? checkYaml(block) : []));
}
