import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Heading, PageLink } from './types';
import { preprocess } from './preprocess';
import { remarkAdmonitions } from './remark-plugins';
import { sanitizeTree, type SanitizeNote } from './sanitize';
import { createHeadingIdAllocator } from './slug';

/** A run of text under one heading, for search records. */
export interface Section {
  /** Heading that opens the section; null for the text before the first heading. */
  heading: Heading | null;
  text: string;
}

/** What one parse of a page body yields for the rest of the pipeline. */
export interface ParsedBody {
  headings: Heading[];
  links: PageLink[];
  sections: Section[];
  firstH1?: string;
  /** Explicit anchors: id attributes of elements and <a name>. */
  anchors: string[];
  /** What sanitising removed or refused, by body line. */
  notes: SanitizeNote[];
  /** True when the body uses MDX (JSX elements, expressions, import/export); false for plain markdown. */
  usesMdx: boolean;
  /** The parsed tree (sanitised, admonitions converted, heading ids set), as JSON without positions; on request. */
  tree?: string;
  /** Fenced code blocks in page order, for the build's code checks. */
  codeBlocks: CodeBlock[];
}

/** A fenced code block as the author wrote it. */
export interface CodeBlock {
  lang: string;
  /** Words after the language (title="...", fragment...). */
  meta: string;
  value: string;
  /** Body line of the opening fence; the code's first line is the next one. */
  line: number;
  /** Text of the nearest heading above the block. */
  heading?: string;
}

/** Node types only MDX syntax produces. */
export const MDX_NODE_TYPES = ['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm'] as const;
const isMdxNode = (type: string): boolean => (MDX_NODE_TYPES as readonly string[]).includes(type);

/** A markdown syntax error with its body position. */
export class MarkdownSyntaxError extends Error {
  constructor(message: string, readonly line: number, readonly column: number) {
    super(message);
  }
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);
const LINK_ATTRIBUTES = new Set(['href', 'to', 'src']);

type Positioned = { position?: { start: { line: number; column: number } } };
const at = (node: Positioned) => ({ line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 });

/** Parses an MDX body once and extracts headings with unique ids, links and searchable sections. */
export function parseBody(body: string, options: { keepTree?: boolean; extraComponents?: readonly string[] } = {}): ParsedBody {
  const { source, customIds } = preprocess(body);
  let tree: Root;
  try {
    tree = parser.parse(source);
  } catch (error) {
    const place = error as { line?: number; column?: number; reason?: string; message: string };
    const reason = place.reason ?? place.message;
    // Some errors (an unclosed tag) carry no point, only "(line:col-line:col)" of the opening tag in the text.
    const quoted = /\((\d+):(\d+)-\d+:\d+\)/.exec(reason);
    throw new MarkdownSyntaxError(reason, place.line ?? Number(quoted?.[1] ?? 1), place.column ?? Number(quoted?.[2] ?? 1));
  }
  let usesMdx = false;
  visit(tree, (node) => {
    if (!isMdxNode(node.type)) return;
    usesMdx = true;
    return false;
  });
  const notes: SanitizeNote[] = [];
  sanitizeTree(tree, (n) => notes.push(n), options.extraComponents);
  remarkAdmonitions()(tree);
  const allocate = createHeadingIdAllocator();
  const headings: Heading[] = [];
  const links: PageLink[] = [];
  const anchors: string[] = [];
  const codeBlocks: CodeBlock[] = [];
  let firstH1: string | undefined;
  visit(tree, (node) => {
    if (node.type === 'code') {
      codeBlocks.push({ lang: node.lang ?? '', meta: node.meta ?? '', value: node.value, line: at(node).line, heading: headings.at(-1)?.text });
    } else if (node.type === 'heading') {
      const text = toString(node).trim();
      const { line } = at(node);
      if (node.depth === 1 && firstH1 === undefined) firstH1 = text;
      const id = allocate(text, customIds.get(line));
      headings.push({ depth: node.depth, text, id, line });
      // The id travels with a kept tree, which has no positions left to find {#id} by line (see serializeTree).
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
    } else if (node.type === 'link' || node.type === 'definition' || node.type === 'image') {
      links.push({ url: node.url, ...at(node) });
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
        if (LINK_ATTRIBUTES.has(attribute.name)) links.push({ url: attribute.value, ...at(node) });
        else if (attribute.name === 'id' || (attribute.name === 'name' && node.name === 'a')) anchors.push(attribute.value);
      }
    }
  });
  const sections = splitSections(tree.children, headings);
  return { headings, links, sections, firstH1, anchors, notes, usesMdx, codeBlocks, ...(options.keepTree && !usesMdx ? { tree: serializeTree(tree) } : {}) };
}

/**
 * A tree as JSON without source positions (a third of its size; the build reports positions before rendering).
 * Strips them in place, faster than a JSON.stringify replacer: call it last.
 */
export function serializeTree(tree: Root): string {
  visit(tree, (node) => {
    delete node.position;
  });
  return JSON.stringify(tree);
}

function splitSections(children: RootContent[], headings: Heading[]): Section[] {
  const sections: Section[] = [{ heading: null, text: '' }];
  let headingIndex = 0;
  for (const child of children) {
    if (child.type === 'heading') {
      const heading = headings[headingIndex++]!;
      if (child.depth === 1) continue;
      sections.push({ heading, text: '' });
      // nested headings inside containers are counted by the visitor above too
    } else {
      headingIndex += countHeadings(child);
      const text = blockText(child).replace(/\s+/g, ' ').trim();
      if (text) {
        const current = sections.at(-1)!;
        current.text = current.text ? `${current.text} ${text}` : text;
      }
    }
  }
  return sections.filter((s) => s.heading !== null || s.text);
}

/** Nodes whose children are phrasing content: their text runs on; every other parent's children are blocks. */
const RUNS_ON = new Set(['paragraph', 'heading', 'tableCell', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'mdxJsxTextElement', 'textDirective']);

/**
 * A block's text with a space between its blocks (paragraphs, list items, table cells, code), so that search
 * snippets read "with-capability. The" and not "with-capability.The" as mdast-util-to-string would join them.
 */
function blockText(node: RootContent): string {
  if (!('children' in node) || RUNS_ON.has(node.type)) return toString(node, { includeHtml: false });
  return (node.children as RootContent[]).map(blockText).filter(Boolean).join(' ');
}

function countHeadings(node: RootContent): number {
  let count = 0;
  visit(node, 'heading', () => {
    count++;
  });
  return count;
}
