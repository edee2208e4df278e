import GithubSlugger from 'github-slugger';

/** Gives each heading of one page a unique GitHub-style id ("-1", "-2" for repeats). */
export function createHeadingIdAllocator(): (text: string, explicit?: string) => string {
  const slugger = new GithubSlugger();
  return (text, explicit) => {
    if (explicit) {
      slugger.slug(explicit);
      return explicit;
    }
    return slugger.slug(text);
  };
}
