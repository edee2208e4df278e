import { indexTerms, words } from './tokenize';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for insertion as HTML (DocSearch injects highlight values as raw HTML). */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Tag pair wrapped around matches. */
export interface Tags {
  pre: string;
  post: string;
}

/** True when a raw word matches one of the matched index terms (whole, joined, or one part). */
const wordMatches = (word: string, matched: Set<string>): boolean => indexTerms(word).some((t) => matched.has(t));

/** Escaped text with matching words wrapped in tags; also reports whether anything matched. */
export function highlight(text: string, matched: Set<string>, tags: Tags): { value: string; hit: boolean; words: string[] } {
  let out = '';
  let last = 0;
  const found: string[] = [];
  for (const w of words(text)) {
    if (!wordMatches(w.word, matched)) continue;
    out += `${escapeHtml(text.slice(last, w.start))}${tags.pre}${escapeHtml(w.word)}${tags.post}`;
    last = w.end;
    found.push(w.word);
  }
  return { value: out + escapeHtml(text.slice(last)), hit: found.length > 0, words: found };
}

/** About `size` words around the first match (or the start), escaped, highlighted, with ellipses where cut. */
export function snippet(text: string, matched: Set<string>, size: number, tags: Tags, ellipsis = '…'): { value: string; hit: boolean } {
  const tokens = text.split(/\s+/).filter(Boolean);
  const first = tokens.findIndex((t) => words(t).some((w) => wordMatches(w.word, matched)));
  const centre = Math.max(first, 0);
  const start = Math.max(0, Math.min(centre - Math.floor((size - 1) / 2), tokens.length - size));
  const slice = tokens.slice(start, start + size).join(' ');
  const { value } = highlight(slice, matched, tags);
  const before = start > 0 ? `${ellipsis} ` : '';
  const after = start + size < tokens.length ? ` ${ellipsis}` : '';
  return { value: `${before}${value}${after}`, hit: first >= 0 };
}
