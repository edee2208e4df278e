import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { sanitizeTree } from './sanitize';

/** Admonition kinds Docusaurus supports. */
export const ADMONITION_TYPES = new Set(['note', 'tip', 'info', 'warning', 'caution', 'danger', 'important', 'success', 'secondary']);

/** Applies the sanitiser during compilation (the check phase already reported what it removes). */
export const remarkSanitize = (options: { extraComponents?: readonly string[] } = {}) => (tree: Root) => sanitizeTree(tree, undefined, options.extraComponents);

type Directive = {
  type: 'containerDirective' | 'leafDirective' | 'textDirective';
  name: string;
  children: { type: string; data?: { directiveLabel?: boolean }; children?: unknown[] }[];
  attributes?: Record<string, string | null | undefined>;
};

/** Turns ":::tip[Title]" containers into <Admonition>; any other directive goes back to plain text. */
export const remarkAdmonitions = () => (tree: Root) => {
  visit(tree, (node, index, parent) => {
    const directive = node as unknown as Directive;
    if (!['containerDirective', 'leafDirective', 'textDirective'].includes(directive.type) || !parent || index === undefined) return;
    if (directive.type === 'containerDirective' && ADMONITION_TYPES.has(directive.name)) {
      const label = directive.children[0]?.data?.directiveLabel ? directive.children.shift() : undefined;
      const title = label ? toString(label as never) : directive.attributes?.title ?? undefined;
      Object.assign(node, {
        type: 'mdxJsxFlowElement',
        name: 'Admonition',
        attributes: [
          { type: 'mdxJsxAttribute', name: 'type', value: directive.name },
          ...(title ? [{ type: 'mdxJsxAttribute', name: 'title', value: title }] : []),
        ],
      });
      return;
    }
    const prefix = directive.type === 'textDirective' ? ':' : directive.type === 'leafDirective' ? '::' : ':::';
    const text = { type: 'text', value: `${prefix}${directive.name}${directive.children.length ? toString(node) : ''}` };
    parent.children.splice(index, 1, (directive.type === 'textDirective' ? text : { type: 'paragraph', children: [text] }) as never);
  });
};

/**
 * Gives headings the ids the parse computed, in document order: lib/markdown/parse.ts is the one place they are
 * made (GitHub slugs, {#id}), so the page, its TOC, the link check and search agree.
 */
export const remarkHeadingIds = (options: { ids: string[] }) => (tree: Root) => {
  let index = 0;
  visit(tree, 'heading', (node) => {
    const id = options.ids[index++];
    if (id === undefined) return;
    node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
  });
};

/** Rewrites links through a resolver (relative .md files to routes). */
export const remarkRewriteLinks = (options: { rewrite: (url: string) => string }) => (tree: Root) => {
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') node.url = options.rewrite(node.url);
  });
};
