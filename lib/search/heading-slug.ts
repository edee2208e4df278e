/**
 * GitHub-style heading ids, small enough for the browser: the index file leaves out every anchor this derives
 * (lib/search/index-format.ts). It follows github-slugger, which gives the pages their ids (lib/markdown/slug.ts),
 * without its 3 KB gzip table of Unicode ranges; where the two ever differ, or where an id was set by hand
 * (`{#custom-id}`) or counted from a heading that makes no record (h1, headings inside containers), the index file
 * stores the real anchor, so a difference costs bytes, never a wrong link.
 */

/** Characters github-slugger removes: all but letters, marks, digits, connectors (_), spaces and hyphens. */
const REMOVED = /[^\p{L}\p{M}\p{Nd}\p{Nl}\p{Pc} -]/gu;

/** Returns a function giving each heading of one page its id, "-1", "-2"... for repeats, as github-slugger does. */
export function createHeadingSlugger(): (text: string) => string {
  const occurrences = new Map<string, number>();
  return (text) => {
    const base = text.toLowerCase().replace(REMOVED, '').replace(/ /g, '-');
    let slug = base;
    while (occurrences.has(slug)) {
      const count = occurrences.get(base)! + 1;
      occurrences.set(base, count);
      slug = `${base}-${count}`;
    }
    occurrences.set(slug, 0);
    return slug;
  };
}
