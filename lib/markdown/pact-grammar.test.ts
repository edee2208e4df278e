import { CODE_THEME, getHighlighter } from './highlighter';

/** Token text → innermost scope for one line of Pact. */
async function scopes(code: string): Promise<Record<string, string>> {
  const highlighter = await getHighlighter();
  const lines = highlighter.codeToTokensBase(code, { lang: 'pact' as never, theme: CODE_THEME, includeExplanation: true });
  const out: Record<string, string> = {};
  for (const token of lines.flat()) {
    for (const part of token.explanation ?? []) {
      const text = part.content.trim();
      if (text) out[text] = part.scopes.at(-1)!.scopeName;
    }
  }
  return out;
}

describe('Pact grammar', () => {
  it('classes a module with definitions, types, symbols, strings, numbers and comments', async () => {
    const result = await scopes(
      [
        '(module ledger \'ledger-admin',
        '  (defschema account balance:decimal owner:string)',
        '  (deftable accounts:{account})',
        '  (defun credit:string (id:string amount:decimal) ; adds funds',
        '    (with-capability (CREDIT id)',
        '      (update accounts id { "balance": (+ amount 1.5) })',
        '      (enforce true "always")))',
        '  (defconst LIMIT 100))',
      ].join('\n'),
    );
    expect(result['module']).toBe('keyword.control.definition.pact');
    expect(result['ledger']).toBe('entity.name.function.pact');
    expect(result["'ledger-admin"]).toBe('constant.other.symbol.pact');
    expect(result[':decimal']).toBe('storage.type.annotation.pact');
    expect(result[':{account}']).toBe('storage.type.annotation.pact');
    expect(result['credit']).toBe('entity.name.function.pact');
    expect(result['; adds funds']).toBe('comment.line.semicolon.pact');
    expect(result['with-capability']).toBe('keyword.control.pact');
    expect(result['update']).toBe('support.function.builtin.pact');
    expect(result['balance']).toBe('string.quoted.double.pact');
    expect(result['1.5']).toBe('constant.numeric.pact');
    expect(result['100']).toBe('constant.numeric.pact');
    expect(result['true']).toBe('constant.language.boolean.pact');
    expect(result['+']).toBe('keyword.operator.pact');
    expect(result['enforce']).toBe('keyword.control.pact');
  });

  it('classes REPL prompts, let*, step forms and object types', async () => {
    const result = await scopes(['pact> (let* ((a 1) (b (* a 2))) b)', '(defpact pay () (step-with-rollback (debit) (credit)))', '(defun f:object{row} () 1)'].join('\n'));
    expect(result['pact>']).toBe('keyword.other.prompt.pact');
    expect(result['let*']).toBe('keyword.control.pact');
    expect(result['step-with-rollback']).toBe('keyword.control.pact');
    expect(result['pay']).toBe('entity.name.function.pact');
    expect(result[':object{row}']).toBe('storage.type.annotation.pact');
  });

  it('does not take a hyphenated user name for a built-in', async () => {
    const result = await scopes('(my-read-keys x)');
    expect(result['my-read-keys']).toBeUndefined();
  });
});
