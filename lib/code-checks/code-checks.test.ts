import fs from 'node:fs';
import path from 'node:path';
import { loadSite } from '../content/source';
import { checkCode } from './index';
import { pactSource } from './pact-blocks';
import { nearestBuiltin } from './pact-check';
import { parseSignatureLine } from './pact-signatures';

const root = path.join(__dirname, '__fixtures__/site');
const site = loadSite(root, { includeDrafts: true });
// The type check builds one TypeScript program over the real @kadena packages: a few seconds, run once.
const issues = checkCode(site.pages, { projectRoot: process.cwd() });
const of = (name: string) => issues.filter((i) => i.file.endsWith(name));

/** The 1-based line of the first line of a fixture file containing `text`. */
const lineOf = (file: string, text: string): number =>
  fs.readFileSync(path.join(root, file), 'utf8').split('\n').findIndex((l) => l.includes(text)) + 1;

describe('code checks over a page', () => {
  it('accept transcripts, fragments read together, partial application, metadata, excerpts and true hashes', () => {
    expect(of('good.md')).toEqual([]);
  }, 60_000);

  it('report a call with the wrong number of arguments at its file:line:col, naming what the signature allows', () => {
    expect(of('bad.md')).toContainEqual(
      expect.objectContaining({ severity: 'error', line: lineOf('bad.md', '(format "no values")'), column: 2, message: expect.stringContaining('format takes 2 arguments, not 1 (see /pact-5/general/format)') }),
    );
  });

  it('report an unbalanced form at the bracket that is never closed', () => {
    expect(of('bad.md')).toContainEqual(expect.objectContaining({ line: lineOf('bad.md', '(defun f (x)'), column: 1, message: expect.stringContaining('unclosed "("') }));
  });

  it('report a misspelled builtin with the nearest name, in a REPL input', () => {
    expect(of('bad.md')).toContainEqual(expect.objectContaining({ line: lineOf('bad.md', 'formatt'), message: expect.stringContaining('unknown function "formatt": did you mean "format"?') }));
  });

  it('type-check TypeScript that imports @kadena packages and report a wrong call', () => {
    expect(of('bad.md')).toContainEqual(
      expect.objectContaining({ code: 'typescript', line: lineOf('bad.md', "createClient('http"), message: expect.stringContaining('TS2554: Expected 0-2 arguments, but got 4') }),
    );
  });

  it('report a hash that is not the BLAKE2b-256 of the cmd, giving the right one', () => {
    expect(of('bad.md')).toContainEqual(
      expect.objectContaining({ line: lineOf('bad.md', 'not-the-hash'), message: expect.stringContaining('"ZO4r1gs84DIQi5mdiMFfrNDmdfvHMENiHkwKIPvhXPo"') }),
    );
  });

  it('report JSON and YAML that do not parse', () => {
    expect(of('bad.md')).toContainEqual(expect.objectContaining({ line: lineOf('bad.md', '{ "a": 1, }'), message: expect.stringContaining('invalid JSON') }));
    expect(of('bad.md')).toContainEqual(expect.objectContaining({ line: lineOf('bad.md', 'key: [unclosed'), message: expect.stringContaining('invalid YAML') }));
  });

  it('find nothing else on the failing page', () => {
    expect(of('bad.md')).toHaveLength(7);
  });
});

describe('signature lines', () => {
  it('count parameters, a variadic body and function-typed parameters', () => {
    expect(parseSignatureLine('(fold fn:(<a> <b> -> <a>) init:<a> list:[<b>]) → <a>')).toEqual({ name: 'fold', min: 3, max: 3, functionArgs: new Set([0]) });
    expect(parseSignatureLine('(with-capability capability:<cap> body:[<a>]) → <a>')).toMatchObject({ min: 2, max: Infinity });
    expect(parseSignatureLine('CHARSET_ASCII → integer')).toBeNull();
  });
});

describe('REPL transcripts', () => {
  it('keep inputs (with their continuation lines) in place and blank the answers', () => {
    expect(pactSource('pact> (+ 1\n  2)\n3\npact> "x"\n"x"')).toBe('      (+ 1\n  2)\n\n      "x"\n');
  });
});

describe('near misses', () => {
  it('suggest a builtin one edit away, and nothing for a distant or short name', () => {
    expect(nearestBuiltin('enfore', ['enforce', 'format'])).toBe('enforce');
    expect(nearestBuiltin('release', ['reverse'])).toBeUndefined();
    expect(nearestBuiltin('fmt', ['format'])).toBeUndefined();
  });
});
