import type { Element, ElementContent } from 'hast';
import type { ShikiTransformer } from 'shiki';

const TOKEN_VAR = /var\(--shiki-token-([a-z-]+)\)/;
const FONT = { italic: 't-i', bold: 't-b', underline: 't-u' } as const;

/** The class for one token span: "t-keyword" for var(--shiki-token-keyword); none for plain text. */
function classesOf(style: string): string[] {
  const classes: string[] = [];
  const token = TOKEN_VAR.exec(style);
  if (token) classes.push(`t-${token[1]}`);
  if (/font-style:\s*italic/.test(style)) classes.push(FONT.italic);
  if (/font-weight:\s*bold/.test(style)) classes.push(FONT.bold);
  if (/text-decoration:\s*underline/.test(style)) classes.push(FONT.underline);
  return classes;
}

/** Replaces inline token styles with short classes and merges neighbours that look the same. */
export const tokensToClasses: ShikiTransformer = {
  name: 'tokens-to-classes',
  line(line) {
    const merged: ElementContent[] = [];
    for (const child of line.children) {
      if (child.type !== 'element') {
        merged.push(child);
        continue;
      }
      const classes = classesOf(String(child.properties.style ?? ''));
      const text = child.children.map((c) => (c.type === 'text' ? c.value : '')).join('');
      const previous = merged.at(-1);
      if (classes.length === 0) {
        if (previous?.type === 'text') previous.value += text;
        else merged.push({ type: 'text', value: text });
        continue;
      }
      const className = classes.join(' ');
      if (previous?.type === 'element' && (previous.properties.className as string[] | undefined)?.join(' ') === className) {
        (previous.children[0] as { value: string }).value += text;
        continue;
      }
      merged.push({ type: 'element', tagName: 'span', properties: { className: classes }, children: [{ type: 'text', value: text }] } satisfies Element);
    }
    line.children = merged;
  },
};
