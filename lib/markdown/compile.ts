import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { Root } from 'mdast';
import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { compileMDX } from 'next-mdx-remote/rsc';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkRehype, { type Options as ToHastOptions } from 'remark-rehype';
import { unified, type PluggableList } from 'unified';
import { getHighlighter } from './highlighter';
import { MDX_NODE_TYPES } from './parse';
import { preprocess } from './preprocess';
import { rehypeCode } from './rehype-code';
import { remarkAdmonitions, remarkHeadingIds, remarkRewriteLinks, remarkSanitize } from './remark-plugins';

/** A page that could not be compiled, with the file and line to fix. */
export class PageCompileError extends Error {}

interface CompileOptions {
  file: string;
  body: string;
  bodyLineOffset: number;
  components: Record<string, unknown>;
  rewriteLink: (url: string) => string;
  /** False when the parse found no MDX syntax in the body (plain markdown); see compilePage. */
  usesMdx?: boolean;
  /** The parsed tree of a plain page as JSON (sanitised, admonitions and heading ids done), from the parse cache. */
  tree?: string;
  /** Heading ids in document order, as the parse gave them (lib/markdown/parse.ts is the one place they are made). */
  headingIds: string[];
  /** Components allowed besides the standard ones (the browser-test fixture site's probe). */
  extraComponents?: readonly string[];
}

/** As @mdx-js/mdx converts: MDX nodes (ours: admonitions and code blocks) pass through to the hast tree. */
const TO_HAST: ToHastOptions = { allowDangerousHtml: true, passThrough: [...MDX_NODE_TYPES] };

/**
 * The one plugin list every path runs, so a page renders the same either way. A tree the check kept has had the
 * parser extensions, sanitising, admonitions and heading ids already (lib/markdown/parse.ts): only the page's own
 * link rewriting and the rehype plugins are left for it.
 */
function plugins(options: CompileOptions, highlighter: Awaited<ReturnType<typeof getHighlighter>>, fromSourceText = false) {
  const forThisPage: PluggableList = [[remarkRewriteLinks, { rewrite: options.rewriteLink }]];
  const fromSource: PluggableList = [remarkGfm, remarkDirective, [remarkSanitize, { extraComponents: options.extraComponents }], remarkAdmonitions, [remarkHeadingIds, { ids: options.headingIds }]];
  const remarkPlugins: PluggableList = fromSourceText ? [...fromSource, ...forThisPage] : forThisPage;
  const rehypePlugins: PluggableList = [[rehypeCode, { highlighter }]];
  return { remarkPlugins, rehypePlugins };
}

/**
 * Compiles a page body to React elements with our plugins; JavaScript in the page is blocked.
 *
 * Pages that use MDX go through next-mdx-remote, which turns the tree into JavaScript and evaluates it. Plain
 * markdown (most pages: the check knows from its parse) runs the same parser and plugins and turns the tree into
 * React elements directly (hast-util-to-jsx-runtime, what MDX's output does at run time), skipping code
 * generation and evaluation: 13 ms a page becomes 9 ms, a tenth of a 1,000-page build's CPU. compile.test.ts
 * checks that every path gives the same HTML for every plain page of the site.
 */
export async function compilePage(options: CompileOptions): Promise<ReactElement> {
  const highlighter = await getHighlighter();
  try {
    if (options.tree) {
      const { remarkPlugins, rehypePlugins } = plugins(options, highlighter);
      return await renderTree(JSON.parse(options.tree) as Root, remarkPlugins, rehypePlugins, options.components);
    }
    const { source } = preprocess(options.body);
    const { remarkPlugins, rehypePlugins } = plugins(options, highlighter, true);
    if (options.usesMdx === false) return await renderMarkdown(source, remarkPlugins, rehypePlugins, options.components);
    const { content } = await compileMDX({
      source,
      components: options.components as never,
      options: { blockJS: true, blockDangerousJS: true, mdxOptions: { remarkPlugins, rehypePlugins } },
    });
    return content;
  } catch (error) {
    const place = error as { line?: number; position?: { start?: { line?: number } }; message: string };
    const line = (place.line ?? place.position?.start?.line ?? 0) + options.bodyLineOffset;
    throw new PageCompileError(`${options.file}:${line}  cannot compile this page as MDX: ${place.message.split('\n')[0]}`);
  }
}

/** Plain markdown straight to React elements: MDX's parser and our plugins, no JavaScript generated or run. */
async function renderMarkdown(source: string, remarkPlugins: PluggableList, rehypePlugins: PluggableList, components: Record<string, unknown>): Promise<ReactElement> {
  // remark-gfm and remark-directive extend the parser, so parsing happens in the processor that has them.
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkPlugins).use(remarkRehype, TO_HAST).use(rehypePlugins);
  return toReact(await processor.run(processor.parse(source)), components);
}

/** A tree the check step parsed, through the remaining plugins to React elements. */
async function renderTree(mdast: Root, remarkPlugins: PluggableList, rehypePlugins: PluggableList, components: Record<string, unknown>): Promise<ReactElement> {
  const processor = unified().use(remarkPlugins).use(remarkRehype, TO_HAST).use(rehypePlugins);
  return toReact(await processor.run(mdast), components);
}

/** A hast tree to React elements, as MDX's generated code would build them. */
function toReact(tree: unknown, components: Record<string, unknown>): ReactElement {
  return toJsxRuntime(tree as never, {
    Fragment,
    jsx: jsx as never,
    jsxs: jsxs as never,
    components: components as never,
    // Our plugins name components (<Admonition>, <CodeBlock>) with string attributes only; nothing is evaluated.
    createEvaluater: () => ({
      evaluateExpression(expression) {
        const name = expression.type === 'Identifier' ? expression.name : '';
        if (name && name in components) return components[name];
        throw new Error(`no component for <${name || expression.type}> in plain markdown`);
      },
      evaluateProgram() {
        throw new Error('plain markdown has no JavaScript to evaluate');
      },
    }),
  }) as ReactElement;
}
