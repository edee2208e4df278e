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

/** Index side: a compound name is findable whole, joined ("withcapability") and by each part. */
export function indexTerms(word: string): string[] {
  const lower = word.toLowerCase();
  if (!HAS_JOINER.test(lower)) return [lower];
  const parts = lower.split(JOINERS).filter(Boolean);
  return [...new Set([lower.replace(JOINERS, ''), ...parts])];
}

/** Query side: "with-capability" and "withcapability" both become "withcapability". */
export const queryTerm = (word: string): string => word.toLowerCase().replace(JOINERS, '');
