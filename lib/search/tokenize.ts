/** Tokenising shared by the index build and the query side, so both see the same terms. */

/** Words, keeping inner hyphens, underscores and dots: "with-capability", "coin.transfer", "keys-2". */
const WORD = /[\p{L}\p{N}]+(?:[-_.'][\p{L}\p{N}]+)*/gu;
const JOINERS = /[-_.']/g;
const HAS_JOINER = /[-_.']/;

/** Splits text into raw words (with their position) for indexing and highlighting. */
export function words(text: string): { word: string; start: number; end: number }[] {
  const out: { word: string; start: number; end: number }[] = [];
  for (const match of text.matchAll(WORD)) out.push({ word: match[0], start: match.index, end: match.index + match[0].length });
  return out;
}

/** Tokenizer for MiniSearch: raw words only, processing happens in processTerm. */
export const tokenize = (text: string): string[] => words(text).map((w) => w.word);

/** Words a reader puts around a task ("how do I ...") that say nothing about which page answers it. */
const STOPWORDS = new Set(
  'a an the how do does did i me my we our you your to of in on at for is are was were be been it its this that these those what which why when where can could should would will with and or from into by as about want need using use there here any some so if then than also just very really too im dont cant doesnt isnt way anymore still'.split(' '),
);

/** Abbreviations and variants readers type, mapped to the word the docs use (both sides map, so either finds both). */
const SYNONYMS = new Map<string, string>(Object.entries({
  tx: 'transaction',
  txs: 'transaction',
  txn: 'transaction',
  txns: 'transaction',
  nfts: 'nft',
  db: 'database',
  dbs: 'database',
  config: 'configuration',
  configure: 'configuration',
  configuring: 'configuration',
  settings: 'configuration',
  setting: 'configuration',
  js: 'typescript',
  javascript: 'typescript',
  ts: 'typescript',
  mac: 'macos',
  macbook: 'macos',
  osx: 'macos',
  info: 'information',
  auth: 'authorization',
  authorized: 'authorization',
  authorize: 'authorization',
  p2p: 'peer-to-peer',
  fail: 'failure',
  fails: 'failure',
  failed: 'failure',
  failing: 'failure',
}));

/** "runn" (running) to "run", "stopp" to "stop"; not l, s or z ("install") nor below three letters ("add"). */
const undouble = (w: string): string => (w.length > 3 && /([bcdfghjkmnpqrtvwxy])\1$/.test(w) ? w.slice(0, -1) : w);

/**
 * A light English stemmer (plurals, -ing, -ed and a final e), enough for "transactions", "signed", "deploying" and
 * "create"/"created" to meet. Only plain words of five letters or more: names such as "keys-2" and "xor" stay whole.
 */
export function stem(word: string): string {
  if (word.length < 4 || /[^a-z]/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = undouble(w.slice(0, -3));
  else if (w.length > 4 && w.endsWith('ed')) w = undouble(w.slice(0, -2));
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** One word as a term: lower case, the docs' word for an abbreviation, stemmed. */
const term = (word: string): string => stem(SYNONYMS.get(word) ?? word);

/** Index side: a compound name is findable whole, joined ("withcapability") and by each part. */
export function indexTerms(word: string): string[] {
  let terms = termsOfWord.get(word);
  if (terms) return terms;
  const lower = word.toLowerCase();
  terms = HAS_JOINER.test(lower) ? [...new Set([lower.replace(JOINERS, ''), ...lower.split(JOINERS).filter(Boolean).map(term)])] : [term(lower)];
  // Highlighting a hit reads every word of its section: the same words come back query after query.
  if (termsOfWord.size >= TERMS_CACHED) termsOfWord.clear();
  termsOfWord.set(word, terms);
  return terms;
}

/** The terms of words already seen, up to TERMS_CACHED words (the site's content has about 20,000 distinct words). */
const termsOfWord = new Map<string, string[]>();
const TERMS_CACHED = 50_000;

/** Query side without dropping filler words (a query made only of them, such as the operators "and" or "or"). */
export function queryTermKeepingAll(word: string): string {
  const lower = word.toLowerCase();
  const mapped = SYNONYMS.get(lower) ?? lower;
  return HAS_JOINER.test(mapped) ? mapped.replace(JOINERS, '') : term(mapped);
}

/** Query side: "with-capability" and "withcapability" both become "withcapability"; filler words are dropped. */
export const queryTerm = (word: string): string | null => (STOPWORDS.has(word.toLowerCase().replace(/'/g, '')) ? null : queryTermKeepingAll(word));
