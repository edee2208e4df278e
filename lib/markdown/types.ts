/** What parsing a body finds, with where it stands for messages (lib/content/types.ts re-exports these). */

/** A heading on a page with its unique anchor id. */
export interface Heading {
  depth: number;
  text: string;
  id: string;
  line: number;
}

/** A link found in a page, with where it stands for error messages. */
export interface PageLink {
  url: string;
  line: number;
  column: number;
}
