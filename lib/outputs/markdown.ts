/**
 * A page's markdown twin (ROUTE.md, llms-full.txt, "Copy page"): the body with every MDX feature turned into plain
 * CommonMark + GFM. Tabs become labelled sections, admonitions quotes, imports and JSX go, code blocks keep their
 * language, links become absolute URLs so the text works pasted anywhere.
 */
import type { BlockContent, Code, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { preprocess } from '../markdown/preprocess';
import { ADMONITION_TYPES } from '../markdown/remark-plugins';

/** What the converter needs from the site around a page. */
export interface MarkdownContext {
  /** Turns a link written on the page into an absolute URL (routes, .md files, anchors). */
  resolveUrl: (url: string) => string;
  /** Markdown for a component that lists site data (PactFunctionTable, DocCardList...), or null to drop it. */
  renderComponent?: (name: string, attributes: Record<string, string>) => string | null;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);
const printer = unified().use(remarkGfm).use(remarkStringify, { bullet: '-', fences: true, rule: '-', emphasis: '_', listItemIndent: 'one' });
const reparser = unified().use(remarkParse).use(remarkGfm);

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;
type AnyNode = { type: string; children?: AnyNode[]; [key: string]: unknown };

const attributesOf = (node: Jsx): Record<string, string> =>
  Object.fromEntries(
    node.attributes
      .filter((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute')
      .map((a) => [a.name, typeof a.value === 'string' ? a.value : a.value === null || a.value === undefined ? 'true' : ''] as const),
  );

const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const paragraph = (children: AnyNode[]): AnyNode => ({ type: 'paragraph', children });
const strong = (text: string): AnyNode => ({ type: 'strong', children: [{ type: 'text', value: text }] });

/** A string literal expression (`{'<'}`, `{"text"}`) as its text; anything else (comments, code) is dropped. */
function expressionText(value: string): string {
  const literal = /^\s*(['"`])((?:\\.|(?!\1).)*)\1\s*$/s.exec(value);
  return literal ? literal[2]!.replace(/\\(.)/g, '$1') : '';
}

/** Rewrites one node list in place: returns the nodes that replace it. */
function convert(nodes: AnyNode[], context: MarkdownContext, inline: boolean): AnyNode[] {
  const out: AnyNode[] = [];
  for (const node of nodes) {
    if (node.children) node.children = convert(node.children, context, node.type === 'paragraph' || node.type === 'heading' || inline);
    switch (node.type) {
      case 'mdxjsEsm':
        break;
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        const text = expressionText(String(node.value ?? ''));
        if (text) out.push(node.type === 'mdxTextExpression' ? { type: 'text', value: text } : paragraph([{ type: 'text', value: text }]));
        break;
      }
      case 'link':
      case 'definition':
      case 'image':
        out.push({ ...node, url: context.resolveUrl(String(node.url)) });
        break;
      case 'containerDirective':
        out.push(...admonition(node, String(node.name), undefined));
        break;
      case 'leafDirective':
      case 'textDirective':
        out.push(...(node.children ?? []));
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        out.push(...element(node as unknown as Jsx & AnyNode, context));
        break;
      default:
        out.push(node);
    }
  }
  return out;
}

/** ":::tip[Title]" (or an <Admonition>) as a quote opening with its bold label. */
function admonition(node: AnyNode, kind: string, title: string | undefined): AnyNode[] {
  const children = [...(node.children ?? [])];
  const labelNode = (children[0]?.data as { directiveLabel?: boolean } | undefined)?.directiveLabel ? children.shift() : undefined;
  if (!ADMONITION_TYPES.has(kind)) return children;
  const label = title ?? (labelNode ? toString(labelNode as never) : undefined) ?? titleCase(kind);
  const lead = strong(`${label}:`);
  const first = children[0];
  if (first?.type === 'paragraph') first.children = [lead, { type: 'text', value: ' ' }, ...(first.children ?? [])];
  else children.unshift(paragraph([lead]));
  return [{ type: 'blockquote', children }];
}

/** A JSX element as plain markdown. */
function element(node: Jsx & AnyNode, context: MarkdownContext): AnyNode[] {
  const attributes = attributesOf(node);
  const children = (node.children ?? []) as AnyNode[];
  const flow = node.type === 'mdxJsxFlowElement';
  switch (node.name) {
    case 'Admonition':
      return admonition(node, attributes.type ?? 'note', attributes.title);
    case 'Tabs':
      return children;
    case 'TabItem': {
      const label = attributes.label || attributes.value || 'Tab';
      return [paragraph([strong(label)]), ...children];
    }
    case 'CodeBlock': {
      const code: Code = { type: 'code', lang: attributes.language ?? null, meta: attributes.title ? `title="${attributes.title}"` : null, value: toString(node as never).replace(/\n$/, '') };
      return [code as unknown as AnyNode];
    }
    case 'a':
    case 'Link': {
      const url = attributes.href ?? attributes.to;
      return url ? [{ type: 'link', url: context.resolveUrl(url), children: inlineOf(children) }] : children;
    }
    case 'img':
      return attributes.src ? [{ type: 'image', url: context.resolveUrl(attributes.src), alt: attributes.alt ?? '' }] : [];
    case 'br':
      return [{ type: 'break' }];
    case 'summary':
      return [flow ? paragraph([strong(toString(node as never))]) : strong(toString(node as never))];
    case 'code':
      return [{ type: 'inlineCode', value: toString(node as never) }];
    case 'strong':
    case 'b':
      return [{ type: 'strong', children: inlineOf(children) }];
    case 'em':
    case 'i':
      return [{ type: 'emphasis', children: inlineOf(children) }];
    default: {
      if (node.name && /^[A-Z]/.test(node.name) && context.renderComponent) {
        const rendered = context.renderComponent(node.name, attributes);
        if (rendered !== null) return (reparser.parse(rendered) as Root).children as unknown as AnyNode[];
      }
      return children;
    }
  }
}

/** Inline content of an element (a paragraph around it unwrapped). */
const inlineOf = (children: AnyNode[]): AnyNode[] => children.flatMap((c) => (c.type === 'paragraph' ? (c.children ?? []) : [c]));

/** Converts one page body (front matter removed, or its parsed tree) to plain markdown, headed by its title when it has no "# ". */
export function toPlainMarkdown(body: string | Root, context: MarkdownContext, head?: { title: string; description?: string; hasH1: boolean }): string {
  // A tree the content check already parsed (plain markdown pages, see LoadedPage.tree) saves parsing again.
  const tree = typeof body === 'string' ? (parser.parse(preprocess(body).source) as Root) : body;
  tree.children = convert(tree.children as unknown as AnyNode[], context, false) as unknown as RootContent[];
  // Inline content left at block level (a text expression alone on a line) goes back into paragraphs.
  tree.children = tree.children.map((child) => (['text', 'strong', 'emphasis', 'inlineCode', 'link', 'break'].includes(child.type) ? (paragraph([child as unknown as AnyNode]) as unknown as BlockContent) : child));
  // Whitespace left before a removed expression would print as "&#x20;".
  visit(tree, 'paragraph', (node) => {
    const last = node.children.at(-1);
    if (last?.type === 'text') last.value = last.value.trimEnd();
  });
  let text = String(printer.stringify(tree)).trim();
  if (head && !head.hasH1) text = `# ${head.title}\n\n${head.description ? `> ${head.description}\n\n` : ''}${text}`;
  return `${text}\n`;
}
