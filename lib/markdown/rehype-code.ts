import type { Element, ElementContent, Root } from 'hast';
import type { Highlighter } from 'shiki';
import { visit } from 'unist-util-visit';
import { parseCodeMeta } from './code-meta';
import { CODE_THEME, resolveLanguage } from './highlighter';
import { tokensToClasses } from './token-classes';

/** Replaces each fenced block with highlighted markup inside a <CodeBlock> with its title and copy button. */
export function rehypeCode(options: { highlighter: Highlighter }) {
  return (tree: Root) => {
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children[0];
      if (!code || code.type !== 'element' || code.tagName !== 'code') return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const lang = classes.find((c) => c.startsWith('language-'))?.slice('language-'.length);
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      const text = textOf(code).replace(/\n$/, '');
      const language = resolveLanguage(options.highlighter, lang);
      const highlighted = options.highlighter.codeToHast(text, {
        lang: language,
        theme: CODE_THEME,
        // Shiki stops tokenizing a line after 500 ms by default and leaves the rest plain. The first line a grammar
        // meets compiles its regexes, which on a busy 2-core machine passed 500 ms: the same block then rendered
        // differently from one run to the next. Ten seconds keeps a guard against a runaway grammar, not a budget.
        tokenizeTimeLimit: 10_000,
        transformers: [
          tokensToClasses,
          {
            line(line, number) {
              if (meta.highlight.has(number)) this.addClassToHast(line, 'highlighted');
            },
            pre(pre) {
              // tabindex stays: a block that scrolls sideways must be reachable from the keyboard
              delete pre.properties.style;
              if (meta.showLineNumbers) this.addClassToHast(pre, 'line-numbers');
              pre.properties['data-language'] = lang ?? 'text';
            },
          },
        ],
      });
      const attributes = [
        { type: 'mdxJsxAttribute', name: 'language', value: lang ?? 'text' },
        ...(meta.title ? [{ type: 'mdxJsxAttribute', name: 'title', value: meta.title }] : []),
      ];
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: 'CodeBlock',
        attributes,
        children: highlighted.children as ElementContent[],
      } as unknown as Element;
    });
  };
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}
