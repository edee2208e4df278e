/**
 * The words an index holds and how rare each is: what the query side needs to decide how far a word may be misspelt.
 * A word the site never uses is a typo or a fragment being typed; a word used in a handful of records may still be a
 * typo of a common one; a word the site uses everywhere is meant as typed.
 */

/** The serialised MiniSearch index (`toJSON().index`): each term with, per field, the documents holding it. */
export type SerialisedTerms = [term: string, fields: Record<string, Record<string, number>>][];

export class Vocabulary {
  private sortedCache: string[] | undefined;
  private readonly frequencies = new Map<string, number>();

  private constructor(
    private readonly postings: Map<string, Record<string, Record<string, number>> | number>,
    /** How many records the index holds. */
    readonly records: number,
  ) {}

  /** From a serialised index: the full index file carries one. */
  static fromIndex(terms: SerialisedTerms, records: number): Vocabulary {
    return new Vocabulary(new Map(terms), records);
  }

  /** From the terms of each document, for an index built in the browser (the titles file has no serialised index). */
  static fromDocuments(documents: string[][]): Vocabulary {
    const counts = new Map<string, number>();
    for (const terms of documents) for (const term of new Set(terms)) counts.set(term, (counts.get(term) ?? 0) + 1);
    return new Vocabulary(counts, documents.length);
  }

  /** True when some record holds the term. */
  has(term: string): boolean {
    return this.postings.has(term);
  }

  /** The number of records that hold the term (0 when none does). */
  frequency(term: string): number {
    let known = this.frequencies.get(term);
    if (known !== undefined) return known;
    const entry = this.postings.get(term);
    if (entry === undefined) known = 0;
    else if (typeof entry === 'number') known = entry;
    else {
      const documents = new Set<string>();
      for (const field of Object.values(entry)) for (const id of Object.keys(field)) documents.add(id);
      known = documents.size;
    }
    this.frequencies.set(term, known);
    return known;
  }

  /** True when some term of the index starts with this one and is longer ("with-cap" as it is being typed). */
  extends(prefix: string): boolean {
    const sorted = (this.sortedCache ??= [...this.postings.keys()].sort());
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (sorted[mid]! < prefix) low = mid + 1;
      else high = mid;
    }
    for (let i = low; i < sorted.length && sorted[i]!.startsWith(prefix); i++) if (sorted[i] !== prefix) return true;
    return false;
  }

  /**
   * Known terms one swap of neighbouring letters away ("kye" for "key"): the commonest typing slip, which an edit
   * distance counts as two edits and so would only forgive in long words.
   */
  transpositions(term: string): string[] {
    const found: string[] = [];
    for (let i = 0; i < term.length - 1; i++) {
      if (term[i] === term[i + 1]) continue;
      const swapped = `${term.slice(0, i)}${term[i + 1]}${term[i]}${term.slice(i + 2)}`;
      if (this.postings.has(swapped)) found.push(swapped);
    }
    return found;
  }
}

/** True when `a` becomes `b` with at most `max` letters inserted, deleted or replaced (titles are short). */
export function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]!);
    }
    if (best > max) return false;
    previous = current;
  }
  return previous[b.length]! <= max;
}
