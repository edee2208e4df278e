/** A TextMate grammar for Pact, so the thousands of `pact` blocks highlight at build time. */

/** Special forms and keywords that shape a program. */
export const PACT_KEYWORDS = [
  'module', 'interface', 'defun', 'defcap', 'defpact', 'defschema', 'deftable', 'defconst', 'defproperty',
  'step', 'step-with-rollback', 'let', 'let*', 'bind', 'with-capability', 'implements', 'use', 'namespace',
  'lambda', 'if', 'cond', 'do', 'bless', 'try', 'error', 'and', 'or', 'enforce', 'enforce-one', '@doc', '@model',
  '@managed', '@event',
];

/** Built-in functions highlighted as library calls. */
export const PACT_BUILTINS = `abs acquire-module-admin add-time at base64-decode base64-encode begin-tx ceiling chain-data commit-tx
compose compose-capability concat constantly contains continue continue-pact create-capability-guard
create-capability-pact-guard create-module-guard create-pact-guard create-principal create-table create-user-guard
days dec define-keyset define-namespace describe-keyset describe-module describe-namespace describe-table diff-time
distinct drop emit-event enforce-guard enforce-keyset enforce-pact-version enforce-verifier enumerate env-chain-data
env-data env-enable-repl-natives env-events env-exec-config env-gas env-gaslimit env-gaslog env-gasmodel env-hash
env-keys env-milligas env-module-admin env-namespace-policy env-set-debug-flag env-set-milligas env-sigs
env-verifiers exp expect expect-failure expect-that filter floor fold fold-db format format-time hash
hash-keccak256 hash-poseidon hours hyperlane-decode-token-message hyperlane-encode-token-message hyperlane-message-id
identity insert install-capability int-to-str is-charset is-principal keys keys-2 keys-all keys-any keyset-ref-guard
length list-modules ln load log make-list map minutes mod negate not not? or? and? pact-id pact-state pact-version
pairing-check parse-time point-add poseidon-hash-hack-a-chain print read read-decimal read-integer read-keyset
read-msg read-string remove require-capability resume reverse rollback-tx round scalar-mult select shift show
sig-keyset sort sqrt static-redeploy str-to-int str-to-list take test-capability time tx-hash typecheck typeof
typeof-principal update validate-principal verify-spv where with-default-read with-read write xor yield zip
CHARSET_ASCII CHARSET_LATIN1`.split(/\s+/);

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const words = (list: string[]) => list.map(escape).sort((a, b) => b.length - a.length).join('|');
/** Pact identifiers may contain these characters, so "word boundaries" are spelled out. */
const END = '(?=[\\s()\\[\\]{},]|$)';
const START = '(?<=[\\s(\\[{,]|^)';

/** The grammar object shiki loads (name, scopeName, patterns, repository). */
export const pactGrammar = {
  name: 'pact',
  scopeName: 'source.pact',
  aliases: ['repl'],
  patterns: [
    { include: '#prompt' },
    { include: '#comment' },
    { include: '#string' },
    { include: '#definition' },
    { include: '#keyword' },
    { include: '#builtin' },
    { include: '#type' },
    { include: '#symbol' },
    { include: '#boolean' },
    { include: '#number' },
    { include: '#operator' },
  ],
  repository: {
    prompt: { match: '^pact>', name: 'keyword.other.prompt.pact' },
    comment: { match: ';.*$', name: 'comment.line.semicolon.pact' },
    string: {
      begin: '"',
      end: '"',
      name: 'string.quoted.double.pact',
      patterns: [{ match: '\\\\.', name: 'constant.character.escape.pact' }],
    },
    definition: {
      match: `\\((defun|defcap|defpact|defschema|deftable|defconst|module|interface)\\s+([A-Za-z_][\\w\\-?!*.]*)`,
      captures: { 1: { name: 'keyword.control.definition.pact' }, 2: { name: 'entity.name.function.pact' } },
    },
    keyword: { match: `(?<=\\()\\s*(${words(PACT_KEYWORDS)})${END}`, captures: { 1: { name: 'keyword.control.pact' } } },
    builtin: { match: `${START}(${words(PACT_BUILTINS)})${END}`, name: 'support.function.builtin.pact' },
    type: {
      match: ':\\s*((?:object|table|module)?\\{[\\w.\\-]+\\}|\\[[^\\]\\s]*\\]|integer|decimal|string|bool|time|guard|keyset|list|object|table|module|unit|value)(?![\\w\\-])',
      name: 'storage.type.annotation.pact',
    },
    symbol: { match: `'[A-Za-z_][\\w\\-.?!*]*`, name: 'constant.other.symbol.pact' },
    boolean: { match: `${START}(true|false)${END}`, name: 'constant.language.boolean.pact' },
    number: { match: `${START}-?\\d+(\\.\\d+)?${END}`, name: 'constant.numeric.pact' },
    operator: { match: `${START}(!=|<=|>=|[-+*/=<>^&|~]|→)${END}`, name: 'keyword.operator.pact' },
  },
};
