import { preprocess } from '../markdown/preprocess';

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX_H1 = /^ {0,3}#(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const SETEXT_H1 = /^ {0,3}=+[ \t]*$/;

/** Markdown inline syntax to plain text, as mdast's toString gives it for a simple heading. */
function inlineText(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(`+)(.*?)\1/g, '$2')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(\*|_)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .trim();
}

/**
 * The text of the body's first level-1 heading, found without parsing (routes and the sidebar need titles of
 * every page; bodies are parsed only when a page is rendered or checked). Code fences are skipped.
 */
export function firstHeadingOf(body: string): string | undefined {
  const lines = preprocess(body).source.split('\n');
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const fenceMatch = FENCE.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1]!;
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const atx = ATX_H1.exec(line);
    if (atx) return inlineText(atx[1] ?? '');
    const next = lines[i + 1];
    if (next !== undefined && SETEXT_H1.test(next) && line.trim() && !/^ {0,3}([-*+>]|\d+[.)]|#)/.test(line) && (i === 0 || !lines[i - 1]!.trim())) return inlineText(line);
  }
  return undefined;
}
