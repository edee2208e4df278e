import type { Query } from 'minisearch';
import { queryTerm, queryTermKeepingAll, tokenize } from './tokenize';
import type { Vocabulary } from './vocabulary';

/**
 * How a reader's query is read before it is searched: what kind of answer it asks for, and for each meaningful word
 * the index term it stands for and how far it may be misspelt.
 */

/** The kind of answer a question asks for, read from how it is phrased. */
export type Intent = 'definition' | 'reason' | 'comparison' | 'task' | 'error';

/**
 * The words error messages and problem reports are made of, in any system: a failure, something missing, refused or
 * too much, and a verb negated ("was not installed", "isn't set", "not reachable").
 */
const FAILURE_WORDS = [
  'errors?', 'fail(?:s|ed|ure)?', 'exception', 'invalid', 'mismatch', 'violation', 'exceed(?:s|ed)?', 'insufficient',
  'out of gas', 'denied', 'rejected', 'refused', 'forbidden', 'unauthori[sz]ed', 'unable', 'cannot', "can't", "couldn't",
  'missing', 'unknown', 'unexpected', 'unreachable', 'expired', 'timed out', 'timeout', 'no such',
  'already (?:exists|in use)', '(?:is|was|are|were|has|have|does|did) not', "(?:is|was|are|were|has|does|did)n't",
  'not (?:found|\\w+ed|\\w+able)',
].join('|');

/** The first pattern that matches decides: a question's opening words, then the marks of a pasted error. */
const INTENTS: [Intent, RegExp][] = [
  ['comparison', /\b(?:differences?|differ|vs\.?|versus|compared?|comparison)\b/i],
  ['reason', /^\s*why\b/i],
  ['definition', /^\s*(?:what(?:'s|\s+is|\s+are|\s+does)|meaning\s+of|explain)\b/i],
  // Quotes, a "name: message" prefix, or the words of a failure.
  ['error', new RegExp(`["\`]|(?:^|\\s)'[^']+'|\\w{2,}:\\s|\\b(?:${FAILURE_WORDS})\\b`, 'i')],
  ['task', /^\s*(?:how\b|(?:can|could|should)\s+i\b)/i],
];

/** Words that say what kind of answer is wanted, not what it is about ("difference between X and Y"). */
const INTENT_WORDS = new Set('difference differences differ between vs versus compare compared comparison explain meaning means'.split(' '));

/**
 * Words readers use for what the docs say in other words: searched beside the reader's word, at half its weight, so a
 * page using the reader's own word still comes first. Reader's word, then the docs' words.
 */
const RELATED: Record<string, string[]> = {
  release: ['version'],
  version: ['release'],
  push: ['send', 'submit'],
  broadcast: ['send', 'submit'],
  proof: ['spv'],
  feed: ['stream'],
  subscribe: ['stream'],
  loop: ['map', 'fold'],
  iterate: ['map', 'fold'],
  upgrade: ['migrate', 'update'],
  fee: ['gas'],
  fees: ['gas'],
  ram: ['memory', 'hardware'],
  cpu: ['hardware'],
  disk: ['storage', 'hardware'],
  alert: ['monitor'],
  alerts: ['monitor'],
};
const RELATED_TERMS = new Map(Object.entries(RELATED).map(([word, related]) => [word, related.map(queryTermKeepingAll)]));

/** The weight of a related word against the reader's own. */
const RELATED_WEIGHT = 0.5;

/** The kind of answer the query asks for, or null for a bare name or phrase. */
export function intentOf(query: string): Intent | null {
  return INTENTS.find(([, pattern]) => pattern.test(query))?.[0] ?? null;
}

/** One meaningful word of a query as it is searched. */
export interface WordPlan {
  /** The word as typed. */
  word: string;
  /** Its index term (lower case, abbreviation expanded, stemmed). */
  term: string;
  /** Known spellings one swap of neighbouring letters away, searched as the same word. */
  alternates: string[];
  /** The docs' words for the same thing (RELATED), searched at a lower weight. */
  related: string[];
  /** How many letters may differ (0: exact, plus prefixes). */
  edits: number;
  /** The word's weight: a word most records hold ("pact", "kadena") says little about which page answers. */
  weight: number;
  /** True when the index holds the word as typed: its prefix extensions then weigh less than a fragment's. */
  complete: boolean;
}

/** Records holding a word beyond which it is common enough to be meant as typed. */
const RARE_RECORDS = 3;

/**
 * Typo tolerance by rarity, then length. A word the site uses in many records is meant as typed; a rare one may be a
 * slip of a common word ("capabilty"); a word the site never uses is one, unless it is a fragment being typed.
 */
export function editsFor(term: string, vocabulary: Vocabulary): number {
  const records = vocabulary.frequency(term);
  if (records > RARE_RECORDS) return 0;
  if (records > 0) return term.length >= 5 ? 1 : 0;
  if (vocabulary.extends(term)) return term.length >= 8 ? 1 : 0;
  if (term.length >= 8) return 2;
  return term.length >= 4 ? 1 : 0;
}

/** Share of the records from which a word counts as common, and the share at which its weight bottoms out. */
const COMMON_FROM = 0.05;
const COMMONEST = 0.3;

/** Full weight for words in up to 5% of the records, falling to a third for words in 30% or more. */
export const weightOf = (share: number): number => (share <= COMMON_FROM ? 1 : Math.max(1 / 3, 1 - ((share - COMMON_FROM) / (COMMONEST - COMMON_FROM)) * (2 / 3)));

/** Words searched at most (the engine keeps one bit per word; 64 characters hold at most 32 words). */
const MAX_WORDS = 30;

/** The words of a query to search for: filler and intent words dropped unless nothing else is left. */
export function planWords(query: string, vocabulary: Vocabulary): WordPlan[] {
  const raw = tokenize(query);
  let words = raw.flatMap((word) => {
    if (INTENT_WORDS.has(word.toLowerCase())) return [];
    const term = queryTerm(word);
    return term ? [{ word, term }] : [];
  });
  // A query made only of filler words (the operators "and", "or") searches them as they are.
  if (!words.length) words = raw.map((word) => ({ word, term: queryTermKeepingAll(word) }));
  return words.slice(0, MAX_WORDS).map(({ word, term }) => {
    const complete = vocabulary.has(term);
    return {
      word,
      term,
      alternates: complete ? [] : vocabulary.transpositions(term),
      related: (RELATED_TERMS.get(word.toLowerCase()) ?? []).filter((t) => vocabulary.has(t)),
      edits: editsFor(term, vocabulary),
      complete,
      weight: weightOf(vocabulary.frequency(term) / vocabulary.records),
    };
  });
}

/**
 * The weight of a word that a fragment being typed may become: the share of it typed. "contr" stands for "contract"
 * more than for "contributor", and a question cut at "re" by the input's length is not carried by the dozens of
 * long words that start with it (MiniSearch weighs a prefix's extensions nearly alike, and adds them all up).
 */
export function completionWeight(fragment: string, term: string): number {
  return term.length > fragment.length && term.startsWith(fragment) ? fragment.length / term.length : 1;
}

/**
 * One MiniSearch sub-query per word, each with its own typo tolerance. Prefixes extend the word being typed (the last)
 * and fragments the index does not hold whole ("with-cap"); a complete word earlier in a question is searched as it
 * is (prefixes of every word cost a long question 9.7 ms at p95 in Chromium instead of 4.7, for 0.004 of MRR@10).
 */
export function queryOf(plans: WordPlan[]): Query {
  return {
    combineWith: 'OR',
    queries: plans.map((plan, i) => ({
      queries: [plan.term, ...plan.alternates, ...(plan.related.length ? [{ queries: plan.related, boostTerm: () => RELATED_WEIGHT, fuzzy: false }] : [])],
      // Already index terms: searched as they are.
      tokenize: (text: string) => [text],
      processTerm: (term: string) => term,
      prefix: i === plans.length - 1 || !plan.complete,
      boostTerm: () => plan.weight,
      fuzzy: plan.edits || false,
      weights: { fuzzy: 0.45, prefix: plan.complete ? 0.1 : 0.375 },
    })),
  };
}
