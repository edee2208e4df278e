/** Source fixes that let Docusaurus markdown compile as MDX 3 without moving any line. */

/** What preprocessing returns: the new source and explicit heading ids by 1-based body line. */
export interface Preprocessed {
  source: string;
  customIds: Map<number, string>;
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const CUSTOM_ID = /^(#{1,6}\s.*?)\s*\\?\{#([A-Za-z0-9_-]+)\\?\}\s*$/;
const ADMONITION_TITLE = /^(\s*:::)(note|tip|info|warning|caution|danger|important|success|secondary)\s+(?!\[)(\S.*)$/;

/**
 * Removes HTML comments (a syntax error in MDX) keeping their line breaks, turns
 * ":::note Title" into ":::note[Title]" and takes "{#id}" off headings. Code fences are left alone.
 */
export function preprocess(source: string): Preprocessed {
  const customIds = new Map<number, string>();
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let fence: string | null = null;
  let inComment = false;
  const out = lines.map((line, index) => {
    const fenceMatch = FENCE.exec(line);
    if (!inComment && fenceMatch) {
      const marker = fenceMatch[1]!;
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      return line;
    }
    if (fence !== null) return line;
    let text = line;
    let result = '';
    while (text.length > 0) {
      if (inComment) {
        const end = text.indexOf('-->');
        if (end < 0) { text = ''; break; }
        inComment = false;
        text = text.slice(end + 3);
      } else {
        const start = text.indexOf('<!--');
        if (start < 0) { result += text; break; }
        result += text.slice(0, start);
        inComment = true;
        text = text.slice(start + 4);
      }
    }
    const idMatch = CUSTOM_ID.exec(result);
    if (idMatch) {
      customIds.set(index + 1, idMatch[2]!);
      result = idMatch[1]!;
    }
    return result.replace(ADMONITION_TITLE, '$1$2[$3]');
  });
  return { source: out.join('\n'), customIds };
}
