/** Options an author writes after a fence's language: title="...", {1,4-6}, showLineNumbers. */
export interface CodeMeta {
  title?: string;
  highlight: Set<number>;
  showLineNumbers: boolean;
}

/** Parses fence meta the way Docusaurus reads it. */
export function parseCodeMeta(meta: string | undefined | null): CodeMeta {
  const text = meta ?? '';
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(text);
  const highlight = new Set<number>();
  const ranges = /\{([\d,\s-]+)\}/.exec(text);
  for (const part of ranges?.[1]?.split(',') ?? []) {
    const [from, to] = part.trim().split('-').map(Number);
    if (!from) continue;
    for (let line = from; line <= (to || from); line++) highlight.add(line);
  }
  return { title: title?.[1] ?? title?.[2] ?? title?.[3], highlight, showLineNumbers: /\bshowLineNumbers\b/.test(text) };
}
